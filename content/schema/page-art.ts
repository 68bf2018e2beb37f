import type { z } from "zod";

import { group, id, text } from "./fields";

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
  quote: group(
    {
      title: line("Heading", "Over the drawn proposal, such as What you receive."),
      subtitle: line("Line under it"),
      project: id({
        label: "Project",
        hint: "The id of the project in Projects whose proposal is drawn (such as spicetrail-store): its title, client, what was built, its team and its duration.",
        why: "as it names an entry of Projects",
      }),
      scope: line("Heading of the scope"),
      team: line("Heading of the team"),
      duration: line("Heading of the duration"),
      reviewer: id({
        label: "Reviewed by",
        hint: "The id of a founder in Team (such as nirali-shah), shown as the one who reads every proposal before it is sent.",
        why: "as it names a founder in Team",
      }),
      reviewed: line("Words before the reviewer's name", "Such as Read before it is sent by."),
    },
    { label: "Quote page" },
  ),
});

export type PageArtFile = z.infer<typeof pageArtFile>;
