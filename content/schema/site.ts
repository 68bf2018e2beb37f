import { z } from "zod";

import { date, figureNames, group, href, list, text } from "./fields";

const figure = (label: string, name: string) =>
  text({
    label,
    hint: `Texts write it as {${name}}.`,
    max: 8,
    why: "fit a figure box (a number with + or %, such as 998+)",
  });

/**
 * The figures an editor states. Not the years in business: they follow from the year founded
 * (content/placeholders.ts), so "since 2009" and the years never disagree.
 */
const figureLabels: Record<Exclude<(typeof figureNames)[number], "founded" | "years">, string> = {
  businesses: "Businesses served",
  employees: "Employees",
  projects: "Projects delivered",
  developers: "Developers available",
  countries: "Countries served",
  clients: "Clients",
  awards: "Awards",
  satisfaction: "Client satisfaction",
  successRate: "Project success rate",
};

/** content/data/site.json: the company's identity, contact details and headline figures. */
export const siteFile = group({
  figures: group(
    {
      ...(Object.fromEntries(
        Object.entries(figureLabels).map(([name, label]) => [name, figure(label, name)]),
      ) as Record<keyof typeof figureLabels, ReturnType<typeof figure>>),
      founded: z
        .number({ error: () => "must be a year, such as 2009" })
        .int()
        .min(1990, { error: () => "must be a year, such as 2009" })
        .meta({
          label: "Year founded",
          hint: "Texts write it as {founded}; the years in business, {years}, are counted from it.",
        }),
    },
    {
      label: "Headline figures",
      hint: "Each figure is stated here once; texts name it in braces, e.g. {projects}.",
    },
  ),
  company: group(
    {
      name: text({ label: "Company name", max: 40 }),
      legalName: text({ label: "Legal name" }),
      title: text({
        label: "Home page title (search results)",
        max: 60,
        why: "show in search results",
      }),
      tagline: text({ label: "Tagline" }),
      description: text({
        label: "Description",
        widget: "text",
        min: 70,
        max: 160,
        why: "show in search results",
      }),
      email: text({ label: "Email" }),
      supportEmail: text({ label: "Support email" }),
      careersEmail: text({ label: "Careers email" }),
      privacyEmail: text({ label: "Privacy email" }),
      phone: text({
        label: "Phone",
        hint: "Also the WhatsApp number unless the deploy sets another.",
      }),
      whatsappMessage: text({ label: "WhatsApp greeting" }),
      address: group(
        {
          street: text({ label: "Street" }),
          city: text({ label: "City" }),
          region: text({ label: "State" }),
          postalCode: text({ label: "PIN code" }),
          country: text({ label: "Country" }),
          countryCode: text({ label: "Country code (two letters)", min: 2, max: 2 }),
        },
        { label: "Address" },
      ),
      areaServed: text({ label: "Area served (for search engines)" }),
      languages: list(text(), { label: "Languages spoken", min: 1 }),
      hours: text({ label: "Business hours" }),
      hoursClosed: text({ label: "Closed" }),
      responsePromise: text({ label: "Reply promise" }),
      social: list(
        group({ label: text({ label: "Network" }), href: href({ label: "Profile address" }) }),
        {
          label: "Social profiles",
          summary: "{{fields.label}}",
        },
      ),
      legalUpdated: date({ label: "Terms and privacy last updated" }),
    },
    { label: "Company" },
  ),
  developersAvailable: text({ label: "Developers available (menu and hire page)" }),
});

export type SiteFile = z.infer<typeof siteFile>;
