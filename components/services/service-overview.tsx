import { serviceDetailText } from "@/content/sections";
import type { Service } from "@/content/types";
import { Markdown } from "@/components/ui/markdown";
import { Picture } from "@/components/ui/picture";
import { serviceArt } from "@/content/service-art";

interface ServiceOverviewProps {
  service: Service;
}

export function ServiceOverview({ service }: ServiceOverviewProps) {
  return (
    <section aria-labelledby="overview-heading" className="py-14 lg:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <h2 id="overview-heading" className="text-3xl font-bold sm:text-4xl">
            {serviceDetailText.overview}
          </h2>
          <Markdown source={service.fullDescription} paragraphClassName="mt-4 text-lg" />
        </div>
        <Picture
          picture={serviceArt(service)}
          priority
          className="h-auto w-full rounded-3xl shadow-xl shadow-brand-900/15"
        />
      </div>
    </section>
  );
}
