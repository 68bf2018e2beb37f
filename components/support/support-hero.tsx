import { pageArt } from "@/content/page-art";
import { site } from "@/content/site";
import { supportChannels, supportPlans } from "@/content/support";
import { HeroArt } from "@/components/ui/hero-art";
import { buttonClasses, ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";

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
      eyebrow="Support"
      title="Help From the Team That Built Your Product"
      description={`Report a bug, ask a question or plan your next release with the engineers who know your code. ${site.responsePromise}`}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={contactFormHref} variant="accent">
          Contact support
        </ButtonLink>
        <a href={supportEmailHref} className={buttonClasses("light")}>
          Email {site.supportEmail}
        </a>
      </div>
    </PageHero>
  );
}
