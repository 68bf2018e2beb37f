import { contactText } from "@/content/sections";
import { site } from "@/content/site";
import { ButtonLink } from "@/components/ui/button-link";
import { SocialLinks } from "@/components/ui/social-links";

const { careers, social } = contactText;

export function CareersAndSocial() {
  return (
    <section className="bg-slate-50 section">
      <div className="container-page grid gap-8 lg:grid-cols-2">
        <div className="on-dark rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-violet p-8 text-white sm:p-10">
          <h2 className="text-2xl font-bold text-white sm:text-3xl">{careers.title}</h2>
          <p className="mt-3 text-brand-50">{careers.description}</p>
          <ButtonLink href={careers.button.href} variant="accent" className="mt-6">
            {careers.button.label}
          </ButtonLink>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-8 sm:p-10">
          <h2 className="text-2xl font-bold sm:text-3xl">{social.title}</h2>
          <p className="mt-3">{social.description}</p>
          {/* On phones one profile a line (five pills wrap there with one alone); rows from sm. */}
          <div className="mt-6">
            <SocialLinks
              profiles={site.social}
              label={social.title}
              className="grid gap-2 sm:pill-rows"
              linkClassName="inline-flex max-sm:flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-700"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
