import { supportText } from "@/content/sections";
import { buttonClasses, ButtonLink, buttonRowClass } from "@/components/ui/button-link";
import { bandSecondary, PageHero } from "@/components/sections/page-hero";

import { SupportHeroArt } from "./support-hero-art";
import { contactFormHref, supportEmailHref } from "./support-links";

export function SupportHero() {
  return (
    <PageHero tone="paper" art={<SupportHeroArt />} {...supportText.hero}>
      <div className={buttonRowClass}>
        <ButtonLink href={contactFormHref} variant="accent">
          {supportText.contactSupport}
        </ButtonLink>
        <a href={supportEmailHref} className={buttonClasses(bandSecondary("paper"))}>
          {supportText.emailSupport}
        </a>
      </div>
    </PageHero>
  );
}
