import type { z } from "zod";

import { group, id, list, text } from "./fields";
import { link as sharedLink } from "./shared";

const link = (label: string, hint?: string) =>
  sharedLink(label, { hint, text: "Button text", max: 40, why: "fit on one button" });

const eyebrow = () => text({ label: "Small heading above", max: 40, why: "fit on one line" });
const title = () => text({ label: "Heading", max: 60, why: "fit on two lines" });
const lead = () => text({ label: "Sentence under the heading", widget: "text" });
/** A section whose cards a row of category buttons filters. */
const filteredSection = () => ({
  eyebrow: eyebrow(),
  title: title(),
  description: lead(),
  filterLabel: text({
    label: "Filter name for screen readers",
    hint: "Read aloud before the category buttons; not shown.",
  }),
});

/** content/data/home.json: the home page's hero and the headings and buttons of its sections. */
export const homeFile = group({
  hero: group(
    {
      words: list(text({ label: "Word", max: 14, why: "fit the headline" }), {
        label: "Typed words",
        hint: 'The headline types each word in turn before the line below ("With {company}"). Five words, one after another.',
        length: 5,
      }),
      suffix: text({ label: "Headline ending" }),
      description: text({ label: "Introduction", widget: "text" }),
      badge: text({ label: "Badge above the headline", max: 50, why: "fit the badge" }),
      primary: link("First button"),
      secondary: link("Second button"),
      showcase: list(
        group(
          {
            id: id({
              label: "Project id",
              hint: "The id of a project in Portfolio.",
            }),
          },
          { summary: "{{fields.id}}" },
        ),
        {
          label: "Projects in the hero picture",
          hint: "Two or three portfolio projects whose screens the hero picture shows, each with its name. The first project shown in a browser or on a phone held sideways fills the large screen; the others stand in front of it, as a phone or a smaller window.",
          summary: "{{fields.id}}",
          min: 2,
          max: 3,
        },
      ),
      clients: text({
        label: "Line before the clients' names",
        hint: "Under the hero, before the names of the portfolio's clients.",
        max: 40,
        why: "fit on one line",
      }),
      illustrationAlt: text({
        label: "Picture description",
        hint: "What the hero picture shows, for people who cannot see it. {screens} names the projects and their devices.",
        widget: "text",
        vars: ["screens"],
      }),
      proof: list(
        group(
          {
            value: text({
              label: "Figure",
              hint: "A headline figure in braces, such as {projects}.",
            }),
            label: text({ label: "Label", max: 30, why: "fit under the figure" }),
          },
          { label: "Figure", summary: "{{fields.label}}" },
        ),
        {
          label: "Figures under the buttons",
          hint: "Shown in one row, so at most three.",
          summary: "{{fields.label}}",
          min: 1,
          max: 3,
        },
      ),
    },
    { label: "Hero" },
  ),
  sections: group(
    {
      services: group(
        { eyebrow: eyebrow(), title: title(), description: lead() },
        { label: "Services" },
      ),
      about: group(
        {
          eyebrow: eyebrow(),
          title: text({ label: "Heading" }),
          paragraphs: list(text({ label: "Paragraph", widget: "text" }), {
            label: "Paragraphs",
            min: 1,
          }),
          highlights: list(
            text({
              label: "Highlight",
              hint: "A short line. {developersAvailable} on its own shows the line on developers available from Site settings.",
              vars: ["developersAvailable"],
            }),
            { label: "Highlights", min: 1 },
          ),
          more: link("Button"),
        },
        { label: "About us" },
      ),
      technologies: group(
        {
          ...filteredSection(),
        },
        { label: "Technologies" },
      ),
      portfolio: group(
        {
          ...filteredSection(),
          all: link("Button under the projects"),
        },
        { label: "Portfolio" },
      ),
      philosophy: group(
        { eyebrow: eyebrow(), title: title(), description: lead() },
        { label: "Business philosophy" },
      ),
      contact: group(
        { eyebrow: eyebrow(), title: title(), description: lead() },
        { label: "Contact" },
      ),
    },
    { label: "Sections", hint: "Top to bottom, as the home page shows them." },
  ),
});

export type HomeFile = z.infer<typeof homeFile>;
export type HomeHero = HomeFile["hero"];
export type HomeSections = HomeFile["sections"];
