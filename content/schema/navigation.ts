import type { z } from "zod";

import { group, id, list, text } from "./fields";
import { link } from "./shared";

/** A menu link's words: the link text and the line under it in the desktop panel. */
const menuLink = (label: string) =>
  group(
    {
      label: text({ label: "Link text" }),
      line: text({ label: "Line under it", max: 32, why: "fit on one line under a menu link" }),
    },
    { label },
  );

/** The one-line descriptions of a menu whose links come from another collection. */
const lines = (label: string, of: string) =>
  list(
    group(
      {
        id: id({
          label: `${of} id`,
          hint: `The id of the ${of.toLowerCase()} whose menu link this line goes under.`,
        }),
        line: text({ label: "Line under it", max: 32, why: "fit on one line under a menu link" }),
      },
      { summary: "{{fields.id}}: {{fields.line}}" },
    ),
    {
      label,
      summary: "{{fields.id}}: {{fields.line}}",
      hint: `One line per ${of.toLowerCase()} in the menu; a ${of.toLowerCase()} without one shows its bare name.`,
    },
  );

const all = () => text({ label: "Link to the whole page", hint: "At the foot of the panel." });
const eyebrow = () => text({ label: "Small heading" });
/** A panel's side card: a question the menu's visitor may have, and where to ask it. */
const sideCard = () =>
  group(
    {
      eyebrow: eyebrow(),
      title: text({ label: "Title" }),
      text: text({ label: "Text", widget: "text" }),
      link: link("Link"),
    },
    { label: "Side card" },
  );

/** content/data/navigation.json: the header menus' words, the footer's links and the not-found page's shortcuts. */
export const navigationFile = group({
  header: group(
    {
      items: group(
        {
          home: text({ label: "Home" }),
          company: text({ label: "Company" }),
          services: text({ label: "Services" }),
          technologies: text({ label: "Technologies" }),
          hire: text({ label: "Hire" }),
          products: text({ label: "Products" }),
          portfolio: text({ label: "Portfolio" }),
          contact: text({ label: "Contact" }),
        },
        {
          label: "Top menu",
          hint: "Each opens its own page; the order and addresses are fixed by the site.",
        },
      ),
      quote: text({ label: "Quote button", hint: "Opens the quote form." }),
    },
    { label: "Header" },
  ),
  companyMenu: group(
    {
      all: all(),
      about: group(
        {
          title: text({ label: "Column heading" }),
          profile: menuLink("Company profile"),
          team: menuLink("Team"),
          culture: menuLink("Life at the company"),
          achievements: menuLink("Achievements"),
        },
        { label: "About column", hint: "Each link opens its section of the About page." },
      ),
      work: group(
        {
          title: text({ label: "Column heading" }),
          careers: menuLink("Careers"),
          support: menuLink("Support"),
          contact: menuLink("Contact"),
        },
        { label: "Work with us column" },
      ),
      feature: group(
        {
          eyebrow: eyebrow(),
          link: text({ label: "Link text" }),
        },
        {
          label: "Side card",
          hint: "Shows the first portfolio project, its picture and its first figure.",
        },
      ),
    },
    { label: "Company menu" },
  ),
  servicesMenu: group(
    {
      all: all(),
      lines: lines("Lines under the services", "Service"),
      feature: sideCard(),
    },
    { label: "Services menu", hint: "Lists every service by category." },
  ),
  technologiesMenu: group(
    {
      all: all(),
      feature: sideCard(),
    },
    { label: "Technologies menu", hint: "Lists every technology with its logo, by group." },
  ),
  hireMenu: group(
    {
      all: all(),
      title: text({ label: "Column heading" }),
      lines: lines("Lines under the roles", "Role"),
      feature: group(
        {
          eyebrow: eyebrow(),
          text: text({ label: "Text", widget: "text" }),
          link: link("Link"),
        },
        {
          label: "Side card",
          hint: "Its title is the developers-available line from Company and figures.",
        },
      ),
    },
    { label: "Hire menu", hint: "Lists every role on the hire page." },
  ),
  productsMenu: group(
    {
      all: all(),
      title: text({ label: "Column heading" }),
      lines: lines("Lines under the products", "Product"),
      feature: sideCard(),
    },
    { label: "Products menu", hint: "Its entries are edited in Products." },
  ),
  layout: group(
    {
      skipLink: text({
        label: "Skip link",
        hint: "The first thing keyboard users reach: it jumps to the page's content.",
      }),
      logo: text({ label: "Logo's name (read out)" }),
      desktopNav: group(
        {
          label: text({ label: "Name (read out)" }),
          submenuSuffix: text({
            label: "After a submenu's name (read out)",
            hint: 'Starts with a space: COMPANY becomes "COMPANY menu".',
          }),
        },
        { label: "Desktop menu" },
      ),
      mobileNav: group(
        {
          label: text({ label: "Name (read out)" }),
          submenuSuffix: text({
            label: "After a submenu's name (read out)",
            hint: 'Starts with a space: COMPANY becomes "COMPANY menu".',
          }),
          open: text({ label: "Open button (read out)" }),
          close: text({ label: "Close button (read out)" }),
          contact: text({
            label: "Over the email and phone at its foot",
            hint: "The company's email address and phone number (Site) follow it.",
          }),
        },
        { label: "Mobile menu" },
      ),
      socialProfiles: text({ label: "Social icons' name (read out)" }),
      socialProfile: text({
        label: "A social icon's name (read out)",
        hint: "{network} is the network's name, such as LinkedIn.",
        vars: ["network"],
      }),
      footerHeadings: group(
        {
          technologies: text({ label: "Technologies" }),
          quickLinks: text({ label: "Quick links" }),
          contact: text({ label: "Contact" }),
        },
        { label: "Footer headings" },
      ),
      rights: text({
        label: "Rights line",
        hint: 'Follows "© year legal name." at the foot of every page.',
      }),
      whatsApp: text({ label: "Chat button's name (read out)" }),
    },
    {
      label: "Header, footer and chat button",
      hint: "Words screen readers give the header, menus, footer and chat button.",
    },
  ),
  footerQuickLinks: list(link("Link"), {
    label: "Footer quick links",
    min: 1,
  }),
  legalLinks: group(
    {
      privacy: text({ label: "Privacy policy link" }),
      terms: text({ label: "Terms and conditions link" }),
    },
    { label: "Footer legal links" },
  ),
  popularPages: list(link("Link"), {
    label: "Not-found page: popular pages",
    min: 1,
  }),
  notFoundHelp: group(
    {
      text: text({ label: "Line" }),
      link: link("Link"),
    },
    { label: "Not-found page: last resort", hint: "Under the popular pages." },
  ),
});

export type NavigationFile = z.infer<typeof navigationFile>;
