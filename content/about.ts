import { developersAvailable, figures, site } from "./site";
import type { Feature, Picture, Statistic, TimelineEntry } from "./types";

export const story: string[] = [
  `${site.name} began in ${figures.founded} as three engineers in a small rented office in Ahmedabad, building websites for local manufacturers and traders. The work was small, but the habit that came with it stuck: understand the business first, then write the code, and pick up the phone when something breaks.`,
  `Those first clients referred others, and the websites grew into online stores, then mobile apps, then the systems behind them. A first client in the UK led to work across Europe, the Gulf, North America and Australia, and over ${figures.years} years we have delivered ${figures.projects} projects for ${figures.clients} clients in ${figures.countries} countries.`,
  `Today ${figures.employees} professionals work from our studio on S.G. Highway, and with long-standing partner developers we can field ${figures.developers} experts for larger programmes. We still work the way we started: small senior teams, honest estimates, and software our clients can run and grow for years.`,
];

export const mission =
  "To give growing businesses software that solves a real problem, is delivered on an honest timeline and budget, and stays easy to run and change long after launch.";

export const vision =
  "To be the technology partner that founders and product owners in India and abroad recommend first: known for dependable delivery, clear communication and products that last.";

export const aboutStats: Statistic[] = [
  { value: figures.employees, label: "Professional Employees", icon: "users" },
  { value: figures.years, label: "Years of Experience", icon: "calendar" },
  { value: figures.projects, label: "Projects Completed", icon: "briefcase" },
  { value: figures.countries, label: "Countries Served", icon: "globe" },
];

export const coreValues: Feature[] = [
  {
    title: "Integrity",
    description:
      "We quote what the work will really take, say so early when something slips, and never lock clients in: the code and the accounts are theirs.",
    icon: "shield",
  },
  {
    title: "Craft",
    description:
      "Readable code, tested releases and interfaces that work for everyone, including people using a keyboard or a screen reader.",
    icon: "code",
  },
  {
    title: "Ownership",
    description:
      "The team that builds a product answers for it in production. We treat a client's deadline and budget as if they were our own.",
    icon: "badge-check",
  },
  {
    title: "Learning",
    description:
      "Every engineer gets time and a budget to learn, and we share what we learn in weekly tech talks and written project retrospectives.",
    icon: "lightbulb",
  },
];

export const cultureHighlights: Feature[] = [
  {
    title: "Learning Fridays",
    description:
      "Friday afternoons are for tech talks, code katas and certification study, with a yearly learning budget for every team member.",
    icon: "book-open",
  },
  {
    title: "Hybrid by design",
    description:
      "Three studio days a week for pairing and workshops, two days wherever you do your best work, and core hours that respect family time.",
    icon: "home",
  },
  {
    title: "Mentorship",
    description:
      "Every new joiner is paired with a senior mentor, and juniors ship real features to production within their first month.",
    icon: "graduation-cap",
  },
  {
    title: "Celebrations together",
    description:
      "Diwali, Navratri and Uttarayan in the studio, a quarterly hackathon and a yearly team offsite keep us close outside the work.",
    icon: "sparkles",
  },
];

function culturePhoto(name: string, alt: string): Picture {
  return { src: `/images/culture/${name}.webp`, alt, width: 800, height: 600 };
}

export const culturePhotos: Picture[] = [
  culturePhoto(
    "workshop",
    "Illustration of a team workshop: colleagues at a whiteboard covered in sticky notes and a user-flow sketch.",
  ),
  culturePhoto(
    "hackathon",
    "Illustration of a hackathon night: teammates at a long table with laptops, coffee and pizza, the city lit up outside the window.",
  ),
  culturePhoto(
    "diwali",
    "Illustration of the studio's Diwali celebration: a rangoli on the floor, rows of lit diyas and hanging lanterns.",
  ),
  culturePhoto(
    "offsite",
    "Illustration of a team offsite: colleagues on a hillside picnic with tents and trees, the sun setting behind the hills.",
  ),
];

/** Highlights of the award timeline, one a year; the full tally is figures.awards. */
export const awards: TimelineEntry[] = [
  {
    year: 2020,
    title: "Best Healthcare App, West India Digital Awards",
    description:
      "For a telemedicine app built in six weeks so a clinic network could keep seeing patients during the lockdown.",
  },
  {
    year: 2021,
    title: "Top App Development Company, Gujarat SME Technology Forum",
    description:
      "Recognised among the state's top ten app developers on client reviews, delivery record and code-quality audits.",
  },
  {
    year: 2022,
    title: "Excellence in UX Design, India Product Design Summit",
    description:
      "A jury award for the LearnLoop redesign, which lifted course completion on an online test-prep platform.",
  },
  {
    year: 2023,
    title: "Emerging AI Solutions Partner, Asia Insurtech Awards",
    description: `Won for the DocuSense claims reader. By the end of the year our tally of industry awards and recognitions stood at ${figures.awards}.`,
  },
];

export const journey: TimelineEntry[] = [
  {
    year: figures.founded,
    title: `${site.name} is founded`,
    description:
      "Three engineers start building websites for manufacturers and traders from a small office in Ahmedabad.",
  },
  {
    year: 2011,
    title: "First international client",
    description:
      "A UK retailer hires us for an online store, the start of our work for clients outside India.",
  },
  {
    year: 2013,
    title: "Mobile practice opens",
    description:
      "We ship our first native Android and iOS apps and set up a device lab for testing on real phones.",
  },
  {
    year: 2016,
    title: "A studio on S.G. Highway",
    description:
      "The team moves into its current studio, with room for workshops, a design corner and client visits.",
  },
  {
    year: 2018,
    title: "Cross-platform and games",
    description:
      "We adopt Flutter and React Native for cross-platform apps and start a small Unity team for casual games.",
  },
  {
    year: 2020,
    title: "Remote delivery without a pause",
    description:
      "The whole team moves to remote work in a week and launches a telemedicine app for a clinic network.",
  },
  {
    year: 2021,
    title: "AI & machine learning practice",
    description:
      "A dedicated team starts building document reading, forecasting and assistant tools on clients' own data.",
  },
  {
    year: 2023,
    title: `${figures.projects} projects in ${figures.countries} countries`,
    description: `A team of ${figures.employees} professionals passes ${figures.projects} delivered projects for ${figures.clients} clients, many of whom have come back for more.`,
  },
];

export const homeAbout: { title: string; paragraphs: string[]; highlights: string[] } = {
  title: `Building dependable software since ${figures.founded}`,
  paragraphs: [
    `${site.name} is a software development agency in Ahmedabad, India. For ${figures.years} years we have designed and built web platforms, mobile apps, games and AI tools for start-ups and established businesses in ${figures.countries} countries.`,
    "Small senior teams take each product from the first workshop to launch and beyond, with a working demo every two weeks and clear, fixed or monthly pricing agreed before work starts.",
  ],
  highlights: [
    `${figures.projects} projects delivered for ${figures.clients} clients`,
    developersAvailable,
    `${figures.satisfaction} client satisfaction and a ${figures.successRate} project success rate`,
    "A working demo at the end of every sprint",
  ],
};
