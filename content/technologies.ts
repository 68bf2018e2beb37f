import type { TechCategory, TechGroup, Technology } from "./types";

/** The groups of the technologies menu and page, in display order. */
export const techGroups: TechGroup[] = [
  "Frontend",
  "Backend",
  "Cross-Platform",
  "Database",
  "Cloud & DevOps",
];

/** The home filter's button labels. */
export const techCategoryLabels: Record<TechCategory, string> = {
  "cross-platform": "Cross-Platform",
  mobile: "Mobile",
  frontend: "Frontend",
  "full-stack": "Full Stack",
  web: "Web",
  backend: "Backend",
  styling: "Styling",
};

/** Every technology of the menu; the logo of each is public/icons/tech/{id}.svg. */
export const technologies: Technology[] = [
  // ---- Frontend -------------------------------------------------------------
  {
    id: "react",
    name: "React",
    group: "Frontend",
    categories: ["frontend", "web"],
    featured: 3,
    description:
      "A JavaScript library for building interactive interfaces from reusable components. It is our default choice for dashboards, web apps and SaaS front ends.",
    useCases: [
      "Admin dashboards and internal tools",
      "SaaS product front ends",
      "Customer portals with live data",
      "Component libraries and design systems",
    ],
    color: "#61DAFB",
    logo: { simpleIcon: "siReact" },
  },
  {
    id: "nextjs",
    name: "Next.js",
    group: "Frontend",
    categories: ["frontend", "full-stack", "web"],
    featured: 4,
    description:
      "The React framework for production websites and web apps, with server rendering, static export and built-in image optimisation. We use it for fast, search-friendly sites.",
    useCases: [
      "Marketing and corporate websites",
      "E-commerce storefronts",
      "Content sites with a headless CMS",
      "Full-stack web applications",
    ],
    color: "#000000",
    logo: { simpleIcon: "siNextdotjs" },
  },
  {
    id: "vue",
    name: "Vue.js",
    group: "Frontend",
    categories: ["frontend", "web"],
    featured: 5,
    description:
      "A progressive JavaScript framework that is approachable and lightweight. It suits adding interactivity to existing pages as well as building complete single-page apps.",
    useCases: [
      "Single-page applications",
      "Interactive features in existing websites",
      "Laravel front ends with Inertia",
      "Admin panels",
    ],
    color: "#4FC08D",
    logo: { simpleIcon: "siVuedotjs" },
  },
  {
    id: "angular",
    name: "Angular",
    group: "Frontend",
    categories: ["frontend", "web"],
    featured: 6,
    description:
      "A complete TypeScript framework from Google with routing, forms, testing and dependency injection built in. It is well suited to large applications maintained by several teams.",
    useCases: [
      "Enterprise web applications",
      "Complex forms and data entry systems",
      "Internal line-of-business tools",
      "Long-lived products with many contributors",
    ],
    color: "#DD0031",
    logo: { simpleIcon: "siAngular" },
  },
  {
    id: "tailwind",
    name: "Tailwind CSS",
    group: "Frontend",
    categories: ["styling", "frontend"],
    featured: 7,
    description:
      "A utility-first CSS framework that lets us build custom designs quickly and keep styles consistent. Unused styles are removed at build time, so pages stay light.",
    useCases: [
      "Custom-designed websites",
      "Design systems and UI kits",
      "Responsive layouts",
      "Rapid prototyping",
    ],
    color: "#06B6D4",
    logo: { simpleIcon: "siTailwindcss" },
  },
  {
    id: "typescript",
    name: "TypeScript",
    group: "Frontend",
    categories: ["frontend", "full-stack"],
    featured: false,
    description:
      "JavaScript with static types, catching mistakes while code is written rather than in production. We use it by default on React, Angular and Node.js projects.",
    useCases: [
      "Large front-end codebases",
      "Types shared between API and client",
      "Node.js services",
      "Safer refactoring of ageing JavaScript",
    ],
    color: "#3178C6",
    logo: { simpleIcon: "siTypescript" },
  },

  // ---- Backend --------------------------------------------------------------
  {
    id: "nodejs",
    name: "Node.js",
    group: "Backend",
    categories: ["backend", "full-stack"],
    featured: 8,
    description:
      "A JavaScript runtime for fast, scalable servers that handle many connections at once. It suits APIs and real-time features such as chat and live tracking.",
    useCases: [
      "REST and GraphQL APIs",
      "Real-time chat and live tracking",
      "Microservices",
      "Serverless functions",
    ],
    color: "#5FA04E",
    logo: { simpleIcon: "siNodedotjs" },
  },
  {
    id: "php",
    name: "PHP",
    group: "Backend",
    categories: ["backend", "web"],
    featured: 9,
    description:
      "The server language behind a large share of the web, including WordPress and Laravel. It is mature, widely hosted and cost-effective to maintain.",
    useCases: [
      "WordPress and WooCommerce sites",
      "Custom web applications",
      "Maintenance of existing PHP systems",
      "Content management systems",
    ],
    color: "#777BB4",
    logo: { simpleIcon: "siPhp" },
  },
  {
    id: "laravel",
    name: "Laravel",
    group: "Backend",
    categories: ["backend", "web"],
    featured: false,
    description:
      "A PHP framework with clean syntax and built-in tools for authentication, queues, mail and testing. It lets us deliver secure business applications quickly.",
    useCases: [
      "Business web applications",
      "Admin panels and back offices",
      "APIs for mobile apps",
      "Subscription and billing systems",
    ],
    color: "#FF2D20",
    logo: { simpleIcon: "siLaravel" },
  },
  {
    id: "django",
    name: "Django",
    group: "Backend",
    categories: ["backend", "web"],
    featured: 10,
    description:
      "A Python web framework with an admin interface, ORM and strong security defaults included. It is a natural fit where web apps meet data processing and machine learning.",
    useCases: [
      "Data-heavy web applications",
      "APIs that serve machine learning models",
      "Content and admin systems",
      "Healthcare and fintech back ends",
    ],
    color: "#092E20",
    logo: { simpleIcon: "siDjango" },
  },
  {
    id: "python",
    name: "Python",
    group: "Backend",
    categories: ["backend"],
    featured: false,
    description:
      "A readable, versatile language used for automation, data engineering and machine learning. We use it for AI features, data pipelines and back-end services.",
    useCases: [
      "Machine learning models",
      "Data pipelines and ETL",
      "Automation scripts",
      "FastAPI services",
    ],
    color: "#3776AB",
    logo: { simpleIcon: "siPython" },
  },
  {
    id: "spring-boot",
    name: "Java Spring Boot",
    group: "Backend",
    categories: ["backend"],
    featured: false,
    description:
      "A Java framework for production-ready services, with strong support for security, transactions and monitoring. It is a common standard in banking and large enterprises.",
    useCases: [
      "Enterprise back ends",
      "Banking and financial services",
      "Microservices",
      "Integrations with SAP and Oracle",
    ],
    color: "#6DB33F",
    logo: { simpleIcon: "siSpringboot" },
  },
  {
    id: "dotnet",
    name: ".NET",
    group: "Backend",
    categories: ["backend"],
    featured: false,
    description:
      "Microsoft's cross-platform framework for web APIs, services and business applications in C#. It works closely with Azure and Microsoft 365.",
    useCases: [
      "Enterprise web applications",
      "APIs hosted on Azure",
      "Upgrades of older .NET Framework systems",
      "Microsoft 365 integrations",
    ],
    color: "#512BD4",
    logo: { simpleIcon: "siDotnet" },
  },

  // ---- Cross-Platform -------------------------------------------------------
  {
    id: "flutter",
    name: "Flutter",
    group: "Cross-Platform",
    categories: ["cross-platform", "mobile"],
    featured: 1,
    description:
      "Google's UI toolkit for natively compiled Android, iOS, web and desktop apps from one Dart codebase. It gives us custom, pixel-perfect designs with smooth performance.",
    useCases: [
      "Consumer apps for Android and iOS",
      "On-demand delivery and booking apps",
      "Apps with custom branded interfaces",
      "Internal apps for field teams",
    ],
    color: "#02569B",
    logo: { simpleIcon: "siFlutter" },
  },
  {
    id: "react-native",
    name: "React Native",
    group: "Cross-Platform",
    categories: ["cross-platform", "mobile"],
    featured: 2,
    description:
      "Meta's framework for native Android and iOS apps written in JavaScript or TypeScript. It lets teams share skills and code with their React web apps.",
    useCases: [
      "Apps that share logic with a React web app",
      "E-commerce and content apps",
      "MVPs for both app stores",
      "Over-the-air updates with Expo",
    ],
    color: "#61DAFB",
    logo: { simpleIcon: "siReact" },
  },
  {
    id: "kotlin",
    name: "Kotlin",
    group: "Cross-Platform",
    categories: ["mobile"],
    featured: false,
    description:
      "Google's preferred language for native Android development: concise, safe and fully interoperable with Java. Kotlin Multiplatform also lets us share logic with iOS.",
    useCases: [
      "Native Android apps",
      "Jetpack Compose interfaces",
      "Shared logic with Kotlin Multiplatform",
      "Android SDKs for hardware devices",
    ],
    color: "#7F52FF",
    logo: { simpleIcon: "siKotlin" },
  },
  {
    id: "swift",
    name: "Swift",
    group: "Cross-Platform",
    categories: ["mobile"],
    featured: false,
    description:
      "Apple's modern language for iPhone, iPad, Mac and Apple Watch apps. With SwiftUI we build fast, native interfaces that follow Apple's design guidelines.",
    useCases: [
      "Native iOS and iPadOS apps",
      "Apple Watch companion apps",
      "HealthKit and Apple Pay features",
      "Widgets and App Clips",
    ],
    color: "#F05138",
    logo: { simpleIcon: "siSwift" },
  },
  {
    id: "ionic",
    name: "Ionic",
    group: "Cross-Platform",
    categories: ["cross-platform", "mobile"],
    featured: false,
    description:
      "A toolkit for mobile and desktop apps built with web technologies, using Capacitor to reach native device features. It suits content-focused apps and teams with web skills.",
    useCases: [
      "Internal business apps",
      "Content and catalogue apps",
      "Existing web apps packaged for the stores",
      "Progressive web apps",
    ],
    color: "#3880FF",
    logo: { simpleIcon: "siIonic" },
  },

  // ---- Database -------------------------------------------------------------
  {
    id: "postgresql",
    name: "PostgreSQL",
    group: "Database",
    categories: ["backend"],
    featured: false,
    description:
      "An advanced open-source relational database known for reliability and extensions such as PostGIS and pgvector. It is our default database for new projects.",
    useCases: [
      "Transactional business data",
      "Geospatial queries with PostGIS",
      "Vector search for AI features",
      "Reporting and analytics",
    ],
    color: "#4169E1",
    logo: { simpleIcon: "siPostgresql" },
  },
  {
    id: "mysql",
    name: "MySQL",
    group: "Database",
    categories: ["backend"],
    featured: false,
    description:
      "The widely used open-source relational database, fast for read-heavy workloads and supported by almost every host. Many WordPress and Laravel systems run on it.",
    useCases: [
      "WordPress and WooCommerce",
      "Laravel applications",
      "Read-heavy web workloads",
      "Migrations and performance tuning",
    ],
    color: "#4479A1",
    logo: { simpleIcon: "siMysql" },
  },
  {
    id: "mongodb",
    name: "MongoDB",
    group: "Database",
    categories: ["backend"],
    featured: false,
    description:
      "A document database that stores flexible, JSON-like records, useful when data shapes vary or change quickly. It scales horizontally for large datasets.",
    useCases: [
      "Product catalogues with varied attributes",
      "Content and activity feeds",
      "Event and log storage",
      "Rapid prototypes",
    ],
    color: "#47A248",
    logo: { simpleIcon: "siMongodb" },
  },
  {
    id: "redis",
    name: "Redis",
    group: "Database",
    categories: ["backend"],
    featured: false,
    description:
      "An in-memory data store for caching, sessions, queues and real-time counters. It takes load off the main database and keeps responses fast.",
    useCases: [
      "Caching and session storage",
      "Background job queues",
      "Rate limiting",
      "Leaderboards and live counters",
    ],
    color: "#FF4438",
    logo: { simpleIcon: "siRedis" },
  },
  {
    id: "firebase",
    name: "Firebase",
    group: "Database",
    categories: ["backend", "mobile"],
    featured: false,
    description:
      "Google's app platform with a real-time database, authentication, hosting, push notifications and crash reporting. It speeds up mobile projects and MVPs.",
    useCases: [
      "Authentication for mobile apps",
      "Push notifications",
      "Real-time chat and sync",
      "Crash reporting and analytics",
    ],
    color: "#DD2C00",
    logo: { simpleIcon: "siFirebase" },
  },

  // ---- Cloud & DevOps -------------------------------------------------------
  {
    id: "aws",
    name: "AWS",
    group: "Cloud & DevOps",
    categories: [],
    featured: false,
    description:
      "Amazon Web Services, the broadest cloud platform, with regions in Mumbai and Hyderabad for low latency and data residency in India.",
    useCases: [
      "Scalable web and API hosting",
      "Serverless back ends with Lambda",
      "Managed databases with RDS",
      "Media storage and delivery",
    ],
    color: "#FF9900",
    logo: { monogram: "AWS" },
  },
  {
    id: "google-cloud",
    name: "Google Cloud",
    group: "Cloud & DevOps",
    categories: [],
    featured: false,
    description:
      "Google's cloud platform, strong in data analytics, machine learning and managed Kubernetes. It pairs naturally with Firebase for mobile back ends.",
    useCases: [
      "Analytics with BigQuery",
      "Container services on Cloud Run",
      "Managed Kubernetes with GKE",
      "AI and machine learning workloads",
    ],
    color: "#4285F4",
    logo: { simpleIcon: "siGooglecloud" },
  },
  {
    id: "azure",
    name: "Azure",
    group: "Cloud & DevOps",
    categories: [],
    featured: false,
    description:
      "Microsoft's cloud platform, often the first choice for organisations already using Microsoft 365, Entra ID and .NET.",
    useCases: [
      "Hosting .NET applications",
      "Single sign-on with Entra ID",
      "Enterprise data platforms",
      "Hybrid cloud set-ups",
    ],
    color: "#0078D4",
    logo: { monogram: "Az" },
  },
  {
    id: "docker",
    name: "Docker",
    group: "Cloud & DevOps",
    categories: [],
    featured: false,
    description:
      "A container platform that packages an application with everything it needs, so it runs the same way on a laptop, a test server and production.",
    useCases: [
      "Consistent development environments",
      "Containerised deployments",
      "Microservices",
      "Packaging legacy applications",
    ],
    color: "#2496ED",
    logo: { simpleIcon: "siDocker" },
  },
  {
    id: "kubernetes",
    name: "Kubernetes",
    group: "Cloud & DevOps",
    categories: [],
    featured: false,
    description:
      "The standard system for running containers at scale, handling deployment, scaling and self-healing across a cluster of servers.",
    useCases: [
      "Microservice platforms",
      "Auto-scaling under peak load",
      "Zero-downtime deployments",
      "Separate staging and production clusters",
    ],
    color: "#326CE5",
    logo: { simpleIcon: "siKubernetes" },
  },
  {
    id: "github-actions",
    name: "GitHub Actions",
    group: "Cloud & DevOps",
    categories: [],
    featured: false,
    description:
      "GitHub's built-in automation for continuous integration and delivery. Every push can run tests, security scans and deployments automatically.",
    useCases: [
      "Automated tests on every pull request",
      "Android and iOS app builds",
      "Deployments to cloud hosting",
      "Dependency and security scanning",
    ],
    color: "#2088FF",
    logo: { simpleIcon: "siGithubactions" },
  },
];

export function getTechnology(id: string): Technology | undefined {
  return technologies.find((technology) => technology.id === id);
}

export function technologyHref(id: string): string {
  return `/technologies/${id}`;
}

const homePlace = (technology: Technology) => technology.featured || Infinity;

/** The ten home-page cards, in their places. */
export const featuredTechnologies: Technology[] = technologies
  .filter((technology) => technology.featured !== false)
  .sort((a, b) => homePlace(a) - homePlace(b));
