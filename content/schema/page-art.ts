import type { z } from "zod";

import { group, id, list, text } from "./fields";

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
  service: group(
    {
      proof: line("Heading of the result card"),
      tools: line("Label of the tools on a security report's picture"),
      stack: line("Label of the technologies on a business system's picture"),
    },
    { label: "Each service's page" },
  ),
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
  support: group(
    {
      title: line("Caption heading", "Under the drawn ticket, such as Support plans."),
      subtitle: line("Line under it"),
      ticket: group(
        {
          number: line("Ticket number", "Such as #2481."),
          title: line(
            "What went wrong",
            "The ticket's heading: a real kind of problem, in a client's words.",
          ),
          client: line("Whose product", "A client and plan, such as SpiceTrail · Growth plan."),
          steps: list(
            group(
              { time: line("Time", "Such as 10:02."), text: line("What happened") },
              { label: "Step", summary: "{{fields.time}} {{fields.text}}" },
            ),
            { label: "From report to fix", min: 2, max: 5 },
          ),
        },
        {
          label: "Drawn ticket",
          hint: "A support ticket from report to fix, drawn beside the page's heading: it shows the support at work, not the channels listed right below.",
        },
      ),
    },
    { label: "Support page" },
  ),
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
