import { serviceDetailText } from "@/content/sections";
import type { Service } from "@/content/types";
import { Markdown } from "@/components/ui/markdown";

interface ServiceOverviewProps {
  service: Service;
}

/**
 * What the service is, in words: its heading in a narrow column beside the text, as an editorial
 * page sets it. The page's band above already shows the service's work, so no picture repeats it.
 */
export function ServiceOverview({ service }: ServiceOverviewProps) {
  return (
    <section aria-labelledby="overview-heading" className="py-14 lg:py-20">
      <div className="container-page grid gap-6 lg:grid-cols-12 lg:gap-16">
        <h2 id="overview-heading" className="text-3xl font-bold sm:text-4xl lg:col-span-4">
          {serviceDetailText.overview}
        </h2>
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
