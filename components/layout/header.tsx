import { Mail, Phone } from "lucide-react";

import { layoutText, navigation, quoteLink } from "@/content/navigation";
import { site } from "@/content/site";
import { siteSearchText } from "@/content/widgets";
import { buttonClasses } from "@/components/ui/button-link";
import { WholeMarker } from "@/components/ui/whole-marker";

import { DesktopNav } from "./desktop-nav";
import { IntentLink } from "./intent-link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchButton } from "./search-button";

/**
 * The mobile menu's foot: the team's email and phone, so that on a phone a tap writes or calls,
 * and the sheet under the items is not left empty.
 */
function MenuReach() {
  const ways = [
    { href: `mailto:${site.email}`, label: site.email, icon: Mail },
    { href: site.phoneHref, label: site.phone, icon: Phone },
  ];
  return (
    <div className="mt-auto border-t border-slate-200 bg-slate-50 px-4 py-5 sm:px-6">
      <p className="caps-label">{layoutText.mobileNav.contact}</p>
      <ul className="mt-2 grid gap-1 text-slate-900">
        {ways.map(({ href, label, icon: WayIcon }) => (
          <li key={href}>
            <a href={href} className="inline-flex min-h-11 items-center gap-3 font-semibold">
              <WayIcon aria-hidden="true" className="size-5 text-brand-700" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Header() {
  return (
    <header className="print-hidden sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only rounded-full bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-4 focus:z-50"
      >
        {layoutText.skipLink}
      </a>
      {/* The eight top items with their 44px menu toggles need about 1150px on one line, so the
          full nav shows from 1280px (xl); narrower windows use the menu button, with GET A QUOTE
          beside it from 640px. The nav fills the space after the logo and starts at its left edge. */}
      {/* From 1280px the row is full, to the pixel: the menu's even 28 px gaps and the 34 px
          between the logo and HOME are paid for by labels without extra letter spacing, no gap
          before GET A QUOTE and its 12 px side padding. */}
      {/* Nothing in the row is painted until its HTML has all arrived (WholeMarker): the menus'
          markup makes the header long enough to arrive in pieces, and the controls end the row,
          so one arriving after another would push it aside. The page's content comes after the
          header, so this holds back nothing else. */}
      <div className="paint-when-whole container-page flex h-18 items-center justify-between gap-4 xl:gap-0">
        <Logo />
        <DesktopNav items={navigation} text={layoutText.desktopNav} />
        <div className="flex items-center gap-2 xl:gap-0">
          <SearchButton label={siteSearchText.label} />
          <IntentLink
            href={quoteLink.href}
            className={buttonClasses("accent", "whitespace-nowrap max-sm:hidden xl:px-3")}
          >
            {quoteLink.label}
          </IntentLink>
          <MobileMenu
            items={navigation}
            quote={quoteLink}
            text={layoutText.mobileNav}
            foot={<MenuReach />}
          />
        </div>
        <WholeMarker />
      </div>
    </header>
  );
}
