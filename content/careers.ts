import { site } from "./site";
import type { Feature } from "./types";

export interface Opening {
  /** Anchor id, kebab-case. */
  id: string;
  title: string;
  type: "Full-time";
  location: "Ahmedabad / Hybrid";
  experience: string;
  summary: string;
}

export const openings: Opening[] = [
  {
    id: "senior-react-developer",
    title: "Senior React / Next.js Developer",
    type: "Full-time",
    location: "Ahmedabad / Hybrid",
    experience: "4-7 years",
    summary:
      "Lead the front end of client web platforms: architecture, code review and performance, working with TypeScript, Next.js and Tailwind CSS.",
  },
  {
    id: "flutter-developer",
    title: "Flutter Developer",
    type: "Full-time",
    location: "Ahmedabad / Hybrid",
    experience: "2-4 years",
    summary:
      "Build and publish cross-platform apps for Android and iOS, from offline-first data to push notifications and store releases.",
  },
  {
    id: "nodejs-backend-developer",
    title: "Node.js Backend Developer",
    type: "Full-time",
    location: "Ahmedabad / Hybrid",
    experience: "3-5 years",
    summary:
      "Design APIs and integrations with NestJS and PostgreSQL, and own what you ship on AWS, from monitoring to on-call fixes.",
  },
  {
    id: "ml-engineer",
    title: "Machine Learning Engineer",
    type: "Full-time",
    location: "Ahmedabad / Hybrid",
    experience: "2-5 years",
    summary:
      "Turn clients' documents and data into reliable tools, with Python, PyTorch and LLM APIs, and measure them honestly before they go live.",
  },
  {
    id: "ui-ux-designer",
    title: "UI/UX Designer",
    type: "Full-time",
    location: "Ahmedabad / Hybrid",
    experience: "2-4 years",
    summary:
      "Run interviews and usability tests, design flows and prototypes in Figma, and maintain the design systems our engineers build from.",
  },
];

export const perks: Feature[] = [
  {
    title: "Hybrid week",
    description:
      "Three studio days for pairing and workshops, two days wherever you work best, and core hours from 11AM to 4PM.",
    icon: "home",
  },
  {
    title: "Learning budget",
    description:
      "A yearly budget for courses, books and certifications, plus Learning Friday afternoons for talks and side projects.",
    icon: "graduation-cap",
  },
  {
    title: "Health cover",
    description:
      "Group health insurance for you, your spouse, your children and your parents, and an annual health check-up.",
    icon: "heart-pulse",
  },
  {
    title: "Real ownership",
    description:
      "Small teams, direct contact with clients, and a mentor from your first day; juniors ship to production within a month.",
    icon: "rocket",
  },
];

export const applySteps: string[] = [
  `Email your CV to ${site.careersEmail} with the role in the subject line, and add a link to your GitHub, portfolio or a project you are proud of.`,
  "We reply within a week. If there is a match, you have a 30-minute call with the team lead about your experience and what you want to learn next.",
  "Then comes a short, paid take-home task or a pairing session, whichever you prefer, followed by a conversation with the founders and an offer within days.",
];
