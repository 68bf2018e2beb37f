import { serviceDetailText } from "@/content/sections";
import type { Service } from "@/content/types";
import { Markdown } from "@/components/ui/markdown";
import { WidePicture } from "@/components/ui/wide-picture";
import { serviceArt } from "@/lib/service-art";

interface ServiceOverviewProps {
  service: Service;
}

export function ServiceOverview({ service }: ServiceOverviewProps) {
  return (
    <section aria-labelledby="overview-heading" className="py-14 lg:py-20">
      {/*
        The service's picture shows the same work as the band's composition, which is drawn from
        1024 px on: there the overview is text alone, below that the picture stands beside it.
      */}
      <div className="container-page grid gap-10">
        <div className="max-w-3xl">
          <h2 id="overview-heading" className="text-3xl font-bold sm:text-4xl">
            {serviceDetailText.overview}
          </h2>
          <Markdown source={service.fullDescription} paragraphClassName="mt-4 text-lg" />
        </div>
        <WidePicture
          picture={serviceArt(service)}
          below
          frameClassName="lg:hidden"
          className="h-auto w-full max-w-2xl rounded-3xl shadow-xl shadow-brand-900/15"
        />
      </div>
    </section>
  );
}
