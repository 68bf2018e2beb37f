import Link from "next/link";
import { ArrowRight, ExternalLink } from "lucide-react";

import { employmentLabel, jobHref, jobs, workplaceLabel } from "@/content/jobs";
import { contactText } from "@/content/sections";
import { site } from "@/content/site";
import { ButtonLink } from "@/components/ui/button-link";
import { SocialIcon } from "@/components/ui/social-icon";
import { profileAddress } from "@/lib/profile-address";

const { careers, social } = contactText;

/** How many open roles the careers card names; the button leads to the rest. */
const ROLES_SHOWN = 4;

/** Contact's last section, on white under the tinted questions. */
export function CareersAndSocial() {
  return (
    <section className="section">
      {/* One column of the page's width on phones (grid-cols-1, not an auto track, which a long
          line in a card widened past the window). */}
      <div className="container-page grid grid-cols-1 gap-8 lg:grid-cols-2">
        <div className="on-dark rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-violet p-6 text-white sm:p-10">
          <h2 id="contact-careers" className="text-2xl font-bold text-white sm:text-3xl">
            {careers.title}
          </h2>
          <p className="mt-3 text-brand-50">{careers.description}</p>
          {/* The newest roles by name, so the card says what is open rather than that hiring is. */}
          {jobs.length > 0 && (
            <ul
              aria-labelledby="contact-careers"
              className="mt-6 divide-y divide-white/15 border-y border-white/15"
            >
              {jobs.slice(0, ROLES_SHOWN).map((job) => (
                <li key={job.id}>
                  <Link
                    href={jobHref(job.id)}
                    className="group flex min-h-14 items-center justify-between gap-4 py-2"
                  >
                    <span>
                      <span className="block font-semibold text-white group-hover:underline">
                        {job.title}
                      </span>
                      <span className="block text-sm text-brand-100">
                        {employmentLabel(job)} · {workplaceLabel(job)}
                      </span>
                    </span>
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-100" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <ButtonLink href={careers.button.href} variant="accent" className="mt-6">
            {careers.button.label}
          </ButtonLink>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 sm:p-10">
          <h2 className="text-2xl font-bold sm:text-3xl">{social.title}</h2>
          <p className="mt-3">{social.description}</p>
          <ul
            aria-label={social.title}
            className="mt-6 divide-y divide-slate-200 border-y border-slate-200"
          >
            {site.social.map((profile) => (
              <li key={profile.label}>
                <a
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex min-h-14 items-center gap-4 py-2 text-slate-800 hover:text-brand-700"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-800 group-hover:bg-brand-50 group-hover:text-brand-700">
                    <SocialIcon name={profile.label} className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{profile.label}</span>
                    <span className="block text-sm [overflow-wrap:anywhere] text-slate-600">
                      {profileAddress(profile.href)}
                    </span>
                  </span>
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
