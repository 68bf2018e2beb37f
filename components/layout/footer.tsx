import { IntentLink as Link } from "./intent-link";
import { Mail, MapPin, Phone } from "lucide-react";

import { footerQuickLinks, footerTechnologies, layoutText, legalLinks } from "@/content/navigation";
import { fullAddress, site } from "@/content/site";
import { technologyHref } from "@/content/technologies";
import { SocialLinks } from "@/components/ui/social-links";

import { Logo } from "./logo";

/** Every footer link fills its cell and is at least 44px tall: a comfortable tap target. */
const linkClass = "flex min-h-11 items-center text-slate-300 hover:text-white";
/** A caps label, in the text face as every caps label on the site: the display face is for titles. */
const headingClass = "font-sans text-sm font-semibold tracking-wide text-white uppercase";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="print-hidden on-dark bg-slate-950 text-slate-300">
      <div className="container-page grid gap-x-10 gap-y-12 py-14 sm:grid-cols-2 sm:py-16 lg:grid-cols-[1.5fr_1.15fr_1fr_1.5fr] lg:gap-x-6 xl:gap-x-10">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{site.description}</p>
          <SocialLinks
            profiles={site.social}
            label={layoutText.socialProfiles}
            className="mt-6 flex flex-wrap gap-2"
            linkClassName="grid size-11 place-items-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-700 hover:text-white"
            hiddenName={layoutText.socialProfile}
          />
        </div>
        <div>
          <h2 className={headingClass}>{layoutText.footerHeadings.technologies}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 text-sm">
            {footerTechnologies.map((technology) => (
              <li key={technology.id}>
                <Link href={technologyHref(technology.id)} className={linkClass}>
                  {technology.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{layoutText.footerHeadings.quickLinks}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{layoutText.footerHeadings.contact}</h2>
          <ul className="mt-3 grid text-sm">
            <li className="flex gap-3 py-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-200" />
              <address className="not-italic">{fullAddress()}</address>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      {/*
        The legal row, and at the page's end the floating chat button (app/globals.css,
        .chat-button) covers none of it, with no band of empty ink under it. Until 86rem the
        button's corner lies over the content's right edge, so the row keeps that corner free (the
        button's width and offset and a little more) and sets its words from the left, as the
        columns above start: the links under the copyright until `lg` (beside it they would wrap
        into a column), on its line from there. Room for the button under the row left about
        90 px of empty ink at 1024 px. From 86rem the button lies beside the content column, and
        the links end at the content edge.
      */}
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-x-10 gap-y-1 pt-4 pr-16 pb-6 text-sm sm:pr-24 lg:flex-row lg:items-center min-[86rem]:justify-between min-[86rem]:pr-8">
          <p className="py-3">
            © {year} {site.legalName}. {layoutText.rights}
          </p>
          <ul className="flex shrink-0 flex-wrap gap-x-6">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={`${linkClass} whitespace-nowrap`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
