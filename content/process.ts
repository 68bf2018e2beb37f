import type { ProcessStep } from "./types";

export const processSteps: ProcessStep[] = [
  {
    number: 1,
    title: "Discovery",
    description:
      "We meet the people who will use the product and study your goals, users and existing systems. You receive a short written brief with the scope, the risks and the questions still open.",
  },
  {
    number: 2,
    title: "Strategy",
    description:
      "We choose the architecture and technology stack and split the work into milestones with clear acceptance criteria. You get a fixed estimate or a monthly plan before any code is written.",
  },
  {
    number: 3,
    title: "Design & Development",
    description:
      "Designers and engineers work in two-week sprints, and every sprint ends with a working demo you can click through. You see the code in a shared repository and the progress on a shared board.",
  },
  {
    number: 4,
    title: "Testing & Launch",
    description:
      "Automated tests, manual QA on real devices and a security review run before release. We then handle the deployment, the app-store submissions and a watched first week in production.",
  },
  {
    number: 5,
    title: "Support & Growth",
    description:
      "After launch we fix issues, keep dependencies and servers up to date, and report on uptime and usage each month. When you are ready for the next feature, the team that built the product is still on hand.",
  },
];
