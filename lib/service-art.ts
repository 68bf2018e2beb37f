import { serviceScenes } from "@/content/services";
import type { Picture, Service } from "@/content/types";

/** The file name of a service's illustration: its id with "&" spelled out. */
export const serviceArtFile = (id: string) => `${id.replace(/&/g, "and")}.svg`;

/** A service's illustration, drawn by scripts/pictures/services.ts from the service's art fields. */
export function serviceArt(service: Service): Picture {
  return {
    src: `/images/services/${serviceArtFile(service.id)}`,
    alt: `${service.name} illustration: ${serviceScenes[service.art.scene]}.`,
    width: 1200,
    height: 800,
  };
}
