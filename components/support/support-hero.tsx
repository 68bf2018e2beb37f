import { site } from "@/content/site";
import { buttonClasses, ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/sections/page-hero";

import { contactFormHref, supportEmailHref } from "./support-links";

export function SupportHero() {
  return (
    <PageHero
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
