import type { z } from "zod";

import { group, text } from "./fields";

const line = (label: string, hint?: string) => text({ label, hint });

/** A card's heading and the line under it. */
const card = (label: string) =>
  group({ title: line("Card heading"), subtitle: line("Line under it") }, { label });

/**
 * content/data/page-art.json: the few words of the compositions beside each inner page's heading
 * on wide screens (the tiles and figures in them come from the page's own records).
 */
export const pageArtFile = group({
  about: card("About page"),
  services: card("Services page"),
  service: group({ proof: line("Heading of the result card") }, { label: "Each service's page" }),
  technologies: card("Technologies page"),
  technology: group(
    {
      services: line("Heading of the services card"),
      useCases: line("Heading of the typical projects card"),
      built: line("Heading of the projects delivered with it"),
    },
    { label: "Each technology's page" },
  ),
  hire: card("Hire page"),
  portfolio: card("Portfolio page"),
  careers: card("Careers page"),
  support: card("Support page"),
});

export type PageArtFile = z.infer<typeof pageArtFile>;
