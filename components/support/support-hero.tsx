import { pageArt } from "@/content/page-art";
import { supportChannels, supportPlans } from "@/content/support";
import { HeroArt } from "@/components/sections/hero-art";
import { supportText } from "@/content/sections";
import { buttonClasses, ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/sections/page-hero";

import { contactFormHref, supportEmailHref } from "./support-links";

export function SupportHero() {
  return (
    <PageHero
      art={
        <HeroArt
          tiles={supportChannels.map(({ title, icon }) => ({ label: title, icon }))}
          card={{
            icon: "headphones",
            ...pageArt.support,
            rows: supportPlans.map((plan) => ({ label: plan.name })),
          }}
        />
      }
      {...supportText.hero}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={contactFormHref} variant="accent">
          {supportText.contactSupport}
        </ButtonLink>
        <a href={supportEmailHref} className={buttonClasses("light")}>
          {supportText.emailSupport}
        </a>
      </div>
    </PageHero>
  );
}
