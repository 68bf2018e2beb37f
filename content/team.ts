import { figures, site } from "./site";
import type { Feature } from "./types";

export const teamIntro: string[] = [
  `${figures.employees} professionals work from our Ahmedabad studio: engineers, designers, testers and delivery leads, many of whom have been with ${site.name} for years. With long-standing partner developers we can field ${figures.developers} experts for larger programmes.`,
  "Each project gets a small, senior team that stays with it from the first workshop to support, so the people who estimate the work are the ones who build it and answer for it in production.",
];

/** The practices the team is organised in. */
export const teamPractices: Feature[] = [
  {
    title: "Web & Platforms",
    description:
      "React, Next.js, Node.js and Laravel engineers who build online stores, portals, dashboards and the APIs behind them.",
    icon: "globe",
  },
  {
    title: "Mobile",
    description:
      "Flutter, React Native and native Android and iOS developers, with a device lab of real phones for testing.",
    icon: "smartphone",
  },
  {
    title: "AI & Data",
    description:
      "Python and machine-learning engineers who build document reading, assistants and forecasting on clients' own data.",
    icon: "brain",
  },
  {
    title: "Design",
    description:
      "UI/UX designers who run interviews and usability tests, and keep the design systems our engineers build from.",
    icon: "palette",
  },
  {
    title: "Quality & Cloud",
    description:
      "QA and DevOps engineers who automate tests, releases and monitoring, and look after clients' cloud hosting.",
    icon: "shield",
  },
];

/** Who is on every project team. */
export const projectTeam: string[] = [
  "A delivery lead: your single point of contact, who runs the demo at the end of every sprint",
  "Two to five engineers, led by a senior who reviews every change",
  "A designer, from the first workshop to the last screen",
  "A QA engineer who tests on real devices before each release",
];

export const leadership: string = `Two of the three engineers who founded ${site.name} in ${figures.founded} still lead it: one runs engineering, the other delivery and client relations. They review every proposal before it is sent, and each practice has a lead who sets its standards and mentors its people.`;
