import type { HireRole, IconName } from "./types";

/** The hire menu's nine roles, in order; each is an anchor on /hire. */
export const hireRoles: HireRole[] = [
  {
    id: "frontend-developer",
    title: "Frontend Developer",
    description:
      "Builds fast, accessible interfaces in React, Next.js, Vue.js or Angular, turning designs into responsive screens that match them closely.",
    skills: ["React", "Next.js", "Vue.js", "Angular", "TypeScript", "Tailwind CSS"],
    icon: "monitor",
  },
  {
    id: "backend-developer",
    title: "Backend Developer",
    description:
      "Designs APIs, databases and integrations that are secure, well tested and ready to grow with your users.",
    skills: [
      "Node.js",
      "Laravel",
      "Django",
      "Java Spring Boot",
      "REST and GraphQL APIs",
      "PostgreSQL",
    ],
    icon: "server",
  },
  {
    id: "full-stack-developer",
    title: "Full Stack Developer",
    description:
      "Owns features end to end, from database and API to the interface, which suits start-ups and small product teams.",
    skills: ["React", "Next.js", "Node.js", "TypeScript", "PostgreSQL", "AWS"],
    icon: "code",
  },
  {
    id: "ios-developer",
    title: "iOS Developer",
    description:
      "Builds native iPhone and iPad apps in Swift and SwiftUI and takes them through App Store review and release.",
    skills: ["Swift", "SwiftUI", "UIKit", "Core Data", "TestFlight"],
    icon: "smartphone",
  },
  {
    id: "android-developer",
    title: "Android Developer",
    description:
      "Builds native Android apps in Kotlin and Jetpack Compose that stay fast on budget phones and flagships alike.",
    skills: ["Kotlin", "Jetpack Compose", "Coroutines", "Room", "Google Play Console"],
    icon: "tablet",
  },
  {
    id: "flutter-developer",
    title: "Flutter Developer",
    description:
      "Delivers Android and iOS apps from one Dart codebase, with custom interfaces and smooth performance on both.",
    skills: ["Flutter", "Dart", "Bloc and Riverpod", "Firebase", "Platform channels"],
    icon: "layers",
  },
  {
    id: "database-expert",
    title: "Database Expert",
    description:
      "Designs schemas, tunes slow queries and plans backups, replication and migrations for data you cannot afford to lose.",
    skills: [
      "PostgreSQL",
      "MySQL",
      "MongoDB",
      "Redis",
      "Query optimisation",
      "Backup and replication",
    ],
    icon: "database",
  },
  {
    id: "ui-ux-designer",
    title: "UI/UX Designer",
    description:
      "Researches what users need and designs clear flows, prototypes and design systems that developers can build with confidence.",
    skills: [
      "Figma",
      "User research",
      "Wireframes and prototypes",
      "Design systems",
      "Usability testing",
    ],
    icon: "pen-tool",
  },
  {
    id: "game-developer",
    title: "Game Developer",
    description:
      "Builds 2D and 3D games for mobile, web and PC, from gameplay and physics to in-game purchases and multiplayer.",
    skills: ["Unity", "C#", "Unreal Engine", "Phaser", "Multiplayer networking"],
    icon: "gamepad",
  },
];

export interface EngagementModel {
  title: string;
  description: string;
  icon: IconName;
}

export const engagementModels: EngagementModel[] = [
  {
    title: "Dedicated Team",
    description:
      "Developers who work only on your project, full time, joining your stand-ups and tools. Best for ongoing products; scale the team up or down with a month's notice.",
    icon: "users",
  },
  {
    title: "Time & Material",
    description:
      "Pay for the hours actually worked, billed monthly with detailed timesheets. Best when the scope is still evolving and you want the freedom to change priorities.",
    icon: "calendar",
  },
  {
    title: "Fixed Price",
    description:
      "An agreed scope, timeline and price, delivered in milestones with your sign-off at each stage. Best for well-defined projects such as a website or a first app release.",
    icon: "clipboard-check",
  },
];

export interface HiringStep {
  title: string;
  description: string;
}

export const hiringSteps: HiringStep[] = [
  {
    title: "Share your requirements",
    description:
      "Tell us the role, skills, hours of overlap and how long you need the developer. A short call helps us understand your product and team.",
  },
  {
    title: "Interview the shortlist",
    description:
      "Within two working days we send profiles matched to your needs. You interview the developers and can set a technical task.",
  },
  {
    title: "Onboard and start",
    description:
      "Your developer joins your tools, stand-ups and repository, with an NDA and IP assignment signed before the first day.",
  },
  {
    title: "Review and scale",
    description:
      "A Dunga delivery manager checks progress and quality with you every month. Add developers, change skills or wind down with a month's notice.",
  },
];
