import type { Feature } from "./types";

/** The five points of the business philosophy. */
export const philosophy: Feature[] = [
  {
    title: "Outcomes over output",
    description:
      "We agree what success looks like, such as faster checkout or fewer support calls, and judge our work by that rather than by hours or features shipped.",
    icon: "target",
  },
  {
    title: "Transparent by default",
    description:
      "You get access to the code, the task board and the budget from day one, and a plain-English update every week, including the bad news.",
    icon: "message-circle",
  },
  {
    title: "Small, senior teams",
    description:
      "A focused team led by an experienced engineer stays with your project from start to finish, so knowledge is not lost between hand-offs.",
    icon: "users",
  },
  {
    title: "Quality built in",
    description:
      "Code review, automated tests and accessibility checks are part of every sprint, not a phase squeezed in before launch.",
    icon: "shield",
  },
  {
    title: "Partners for the long run",
    description:
      "Most of our work comes from returning clients and their referrals. We price fairly and support what we build long after it goes live.",
    icon: "hand-heart",
  },
];
