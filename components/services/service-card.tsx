import Link from "next/link";

import { common } from "@/content/sections";
import type { Service } from "@/content/types";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { MoreCue } from "@/components/ui/more-cue";
import { Picture } from "@/components/ui/picture";
import { serviceArt } from "@/content/service-art";
import { serviceHref } from "@/content/services";

interface ServiceCardProps {
  service: Service;
  /** In or near the first screen: the picture loads at once. */
  priority?: boolean;
  /** h2 on the services page, h3 under a section heading. */
  headingLevel?: "h2" | "h3";
}

export function ServiceCard({
  service,
  headingLevel: Heading = "h3",
  priority = false,
}: ServiceCardProps) {
  return (
    <Link
      href={serviceHref(service.id)}
      className={`${cardClass} ${cardHoverClass} group flex w-full flex-col overflow-hidden @min-[40rem]:flex-row`}
    >
      {/*
        Decorative here: the title names the card, and the service page describes the picture.
        A card sets its picture beside its text only with a row to itself (40rem: one column at
        768 px), not as one of two sharing a row on a wide screen, where it stood beside three
        cards of the other shape in the row above.
        Beside the text (a wide card) the picture's column runs the card's whole height and shows
        the drawing whole, centred on the drawing's own paper, whatever the text's length.
      */}
      <Picture
        picture={{ ...serviceArt(service), alt: "" }}
        priority={priority}
        className="aspect-[3/2] w-full object-cover @min-[40rem]:aspect-auto @min-[40rem]:w-2/5 @min-[40rem]:shrink-0 @min-[40rem]:self-stretch @min-[40rem]:bg-paper @min-[40rem]:bg-none @min-[40rem]:object-contain"
      />
      <div className="flex flex-1 flex-col p-6 @min-[40rem]:justify-center">
        <Heading className="text-lg font-bold">{service.name}</Heading>
        <p className="mt-3 flex-1 text-sm">{service.description}</p>
        <MoreCue className="mt-5 text-sm">{common.learnMore}</MoreCue>
      </div>
    </Link>
  );
}
