import { ExternalLink } from "lucide-react";

import { common, contactText } from "@/content/sections";
import { mapsUrl, site } from "@/content/site";
import { cardClass } from "@/components/ui/card";

import { ContactDetails } from "./contact-details";

export function OfficeCard() {
  return (
    <section aria-labelledby="office-heading" className={`${cardClass} self-start overflow-hidden`}>
      <a href={mapsUrl()} target="_blank" rel="noopener noreferrer" className="group block">
        {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG in public/ */}
        <img
          src="/images/office-map.svg"
          alt={contactText.office.mapAlt}
          width={800}
          height={450}
          // A strip below 1024 px, where the card spans the column (a 16:9 drawn map there stood
          // 400 px tall), showing the map's lower part: the pin, its label and the caption; 2:1
          // on phones, where a 3:1 strip left the map little room.
          className="aspect-[2/1] w-full object-cover object-bottom sm:aspect-[3/1] lg:aspect-video lg:object-center"
        />
        {/* Under the map at every width: laid on it, it hid part of the streets (and at 320 px
            the pin and its label). */}
        <span className="flex min-h-11 items-center justify-center gap-2 border-t border-slate-200 bg-white px-4 text-sm font-semibold text-brand-700 group-hover:bg-brand-50">
          {contactText.office.openMap}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{common.newTab}</span>
        </span>
      </a>
      <div className="p-6">
        <h2 id="office-heading" className="text-xl font-bold">
          {contactText.office.title}
        </h2>
        <p className="mt-1 text-sm">{site.legalName}</p>
        <div className="mt-6">
          <ContactDetails />
        </div>
      </div>
    </section>
  );
}
