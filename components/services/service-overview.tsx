import { serviceDetailText } from "@/content/sections";
import { serviceLead } from "@/content/services";
import type { Service } from "@/content/types";
import { Markdown } from "@/components/ui/markdown";
import { PersonLine } from "@/components/ui/person-line";

interface ServiceOverviewProps {
  service: Service;
}

/**
 * What the service is, in words: its heading in a narrow column beside the text, as an editorial
 * page sets it, with the practice lead who answers for it under the heading (alone, the heading
 * left its column empty beside the text). The page's band above already shows the service's
 * work, so no picture repeats it.
 */
export function ServiceOverview({ service }: ServiceOverviewProps) {
  return (
    <section aria-labelledby="overview-heading" className="py-14 lg:py-20">
      <div className="container-page grid gap-6 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-4">
          <h2 id="overview-heading" className="text-3xl font-bold sm:text-4xl">
            {serviceDetailText.overview}
          </h2>
          <PersonLine
            person={serviceLead(service)}
            label={serviceDetailText.overviewLead}
            withRole
            // Under the page's band, on the first screen from 768 px: fetched at once.
            priority
            className="mt-6 max-w-xs"
          />
        </div>
        <div className="max-w-3xl lg:col-span-8">
          <Markdown
            source={service.fullDescription}
            paragraphClassName="mt-4 text-lg leading-8 text-slate-700 first:mt-0"
          />
        </div>
      </div>
    </section>
  );
}
