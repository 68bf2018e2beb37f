import { figures } from "./site";
import type { Feature, Picture, PortfolioCategory, PortfolioProject, Statistic } from "./types";

/** Mock-ups drawn by scripts/pictures/portfolio.mjs from each project's `art`, all 1200x900. */
function mockup(id: string, alt: string): Picture {
  return { src: `/images/portfolio/${id}.webp`, alt, width: 1200, height: 900 };
}

export const portfolioProjects: PortfolioProject[] = [
  {
    id: "spicetrail-store",
    title: "SpiceTrail Online Store",
    category: "web",
    image: mockup(
      "spicetrail-store",
      "Illustrated browser window showing the SpiceTrail online store: a banner, spice product cards with prices and add-to-cart buttons.",
    ),
    art: { screen: "commerce", hue: 18, accent: "#c2410c", url: "spicetrail.example/shop" },
    description:
      "A direct-to-consumer shop for a Kochi spice exporter that had only ever sold wholesale, with checkout in rupees, pounds and dirhams for buyers in India, the UK and the Gulf.",
    technologies: ["Next.js", "TypeScript", "Node.js", "PostgreSQL", "Razorpay", "Stripe"],
    challengeSolved:
      "The catalogue lived in spreadsheets and every retail enquiry arrived by email. We built a catalogue synced nightly from the ERP export, GST-compliant invoicing, and a checkout that uses Razorpay for Indian cards and UPI and Stripe for international orders.",
    stats: {
      "Online orders in year one": "3.1x",
      "Checkout completion": "+38%",
      "Largest Contentful Paint": "1.4 s",
    },
    clientName: "SpiceTrail Exports Pvt. Ltd.",
    projectDuration: "5 months",
    projectLink: "/portfolio#spicetrail-store",
  },
  {
    id: "medilink-patient-app",
    title: "MediLink Patient App",
    category: "mobile",
    image: mockup(
      "medilink-patient-app",
      "Illustration of two phones running the MediLink Patient App: an upcoming appointment card on one screen and a list of lab reports on the other.",
    ),
    art: { screen: "health", hue: -28, accent: "#0d9488" },
    description:
      "A patient app for a three-hospital group in Pune: appointment booking, lab reports, prescriptions and bill payment, in English, Hindi and Marathi.",
    technologies: ["Flutter", "Dart", "Node.js", "PostgreSQL", "Firebase Cloud Messaging", "AWS"],
    challengeSolved:
      "Reception desks were swamped with calls to book slots and collect reports. The app talks to the hospitals' existing information system through a small integration layer, so calendars and lab results stay in one place, and reminders sent the day before cut no-shows.",
    stats: {
      Downloads: "120K+",
      "Missed appointments": "-27%",
      "Store rating": "4.6 / 5",
    },
    clientName: "Sanjeevani Multispeciality Hospitals",
    projectDuration: "7 months",
    projectLink: "/portfolio#medilink-patient-app",
  },
  {
    id: "fleetpulse-driver",
    title: "FleetPulse Driver & Dispatch",
    category: "mobile",
    image: mockup(
      "fleetpulse-driver",
      "Illustration of two phones running FleetPulse: a map with the day's delivery route on one screen and a delivery checklist with a signature box on the other.",
    ),
    art: { screen: "fleet", hue: -14, accent: "#2563eb" },
    description:
      "A driver app and dispatcher view for a Dubai last-mile delivery firm running 180 vans, with route planning, live tracking and offline proof of delivery.",
    technologies: [
      "React Native",
      "TypeScript",
      "NestJS",
      "PostgreSQL",
      "Redis",
      "Google Maps Platform",
    ],
    challengeSolved:
      "Drivers worked from printed manifests and phoned in every failed drop. Paper gave way to optimised daily routes, photo and signature proof of delivery that syncs once the signal returns, and a live map that lets dispatchers reassign stops in seconds.",
    stats: {
      "Deliveries per route": "+18%",
      "Failed deliveries": "-22%",
    },
    clientName: "Al Noor Logistics LLC",
    projectDuration: "6 months",
    projectLink: "/portfolio#fleetpulse-driver",
  },
  {
    id: "gully-cricket-clash",
    title: "Gully Cricket Clash",
    category: "game",
    image: mockup(
      "gully-cricket-clash",
      "Illustrated widescreen display showing a Gully Cricket Clash match: a batter at the crease under floodlights, with the score and overs in the corner.",
    ),
    art: { screen: "cricket", hue: 34, accent: "#7c3aed" },
    description:
      "A casual multiplayer cricket game for Android and iOS: quick six-ball matches against friends, street-cricket venues and seasonal tournaments.",
    technologies: ["Unity", "C#", "Photon Fusion", "PlayFab", "Firebase Analytics"],
    challengeSolved:
      "Real-time play had to feel fair on patchy mobile data. We made ball physics server-authoritative with client-side prediction, kept the install under 150 MB for entry-level phones, and built a live-ops calendar so the studio can run tournaments without shipping an update.",
    stats: {
      Installs: "500K+",
      "Day-7 retention": "24%",
      "Install size": "138 MB",
    },
    clientName: "Pitchside Games",
    projectDuration: "9 months",
    projectLink: "/portfolio#gully-cricket-clash",
  },
  {
    id: "docusense-claims",
    title: "DocuSense Claims Reader",
    category: "ai",
    image: mockup(
      "docusense-claims",
      "Illustrated browser window showing DocuSense: a scanned claim form with highlighted fields beside a panel of extracted values and confidence bars.",
    ),
    art: {
      screen: "document",
      hue: -6,
      accent: "#4338ca",
      url: "claims.northbridge.example/review",
    },
    description:
      "Document AI that reads motor-insurance claim forms, garage invoices and repair estimates, then pre-fills the claims system for a handler to check.",
    technologies: [
      "Python",
      "FastAPI",
      "PyTorch",
      "Azure AI Document Intelligence",
      "PostgreSQL",
      "React",
    ],
    challengeSolved:
      "Handlers were retyping details from around 2,000 documents a week. OCR, a fine-tuned document classifier and field extraction now draft each claim, flag low-confidence fields for review, and never submit anything without a person's approval.",
    stats: {
      "Manual keying time": "-60%",
      "Field accuracy": "94%",
    },
    clientName: "Northbridge Assurance",
    projectDuration: "5 months",
    projectLink: "/portfolio#docusense-claims",
  },
  {
    id: "krishimitra-assistant",
    title: "KrishiMitra Farm Assistant",
    category: "ai",
    image: mockup(
      "krishimitra-assistant",
      "Illustrated browser window showing the KrishiMitra console: a farmer's chat with the assistant beside a chart of questions answered each week.",
    ),
    art: { screen: "chat", hue: -40, accent: "#15803d", url: "console.krishimitra.example" },
    description:
      "A WhatsApp assistant that answers farmers' questions on seeds, dosage and weather in Hindi, Gujarati, Marathi and English, grounded in the company's own agronomy guides.",
    technologies: [
      "Python",
      "LangChain",
      "OpenAI API",
      "PostgreSQL",
      "pgvector",
      "WhatsApp Business Platform",
    ],
    challengeSolved:
      "The agronomy helpline could not keep up in sowing season. Answers are drawn from vetted crop and product guides and cite their source, and any question outside them goes to an agronomist with the conversation attached.",
    stats: {
      "Queries resolved without hand-off": "68%",
      Languages: "4",
      "Median reply time": "6 s",
    },
    clientName: "Greenfield Agro Inputs",
    projectDuration: "4 months",
    projectLink: "/portfolio#krishimitra-assistant",
  },
  {
    id: "learnloop-design-system",
    title: "LearnLoop Design System",
    category: "design",
    image: mockup(
      "learnloop-design-system",
      "Illustrated browser window showing the LearnLoop design system: colour swatches, a type scale, buttons, toggles and a course card.",
    ),
    art: {
      screen: "design-system",
      hue: 8,
      accent: "#6d28d9",
      url: "design.learnloop.example/colour",
    },
    description:
      "A redesign and shared design system for an online test-preparation platform, covering the student web app, the mobile app and the tutor dashboard.",
    technologies: ["Figma", "Storybook", "React", "Tailwind CSS", "Maze"],
    challengeSolved:
      "Three products had drifted into three different looks, and students dropped off in the course player. After interviews and usability tests we rebuilt the course flow and shipped one component library with accessible colour and type tokens.",
    stats: {
      "Course completion": "+19%",
      "Shared components": "140",
      Accessibility: "WCAG 2.1 AA",
    },
    clientName: "LearnLoop Academy",
    projectDuration: "4 months",
    projectLink: "/portfolio#learnloop-design-system",
  },
  {
    id: "aravalli-stays",
    title: "Aravalli Stays Booking Engine",
    category: "web",
    image: mockup(
      "aravalli-stays",
      "Illustrated browser window showing the Aravalli Stays booking site: a palace banner, a date search bar and room cards with prices.",
    ),
    art: { screen: "booking", hue: 26, accent: "#be123c", url: "aravallistays.example/udaipur" },
    description:
      "A direct booking engine and group website for five heritage hotels in Rajasthan, with live room availability, stay packages and GST invoices.",
    technologies: ["Next.js", "Laravel", "MySQL", "Redis", "Razorpay", "AWS"],
    challengeSolved:
      "Most bookings came through travel portals that took a heavy commission. We connected the hotels' channel manager so rates and rooms stay in sync, cut the mobile booking flow to three steps, and added packages the portals could not sell.",
    stats: {
      "Direct bookings": "+42%",
      "Booking steps on mobile": "3",
    },
    clientName: "Aravalli Heritage Hotels",
    projectDuration: "5 months",
    projectLink: "/portfolio#aravalli-stays",
  },
];

export const portfolioCategories: { id: "all" | PortfolioCategory; label: string }[] = [
  { id: "all", label: "All" },
  { id: "web", label: "Web" },
  { id: "mobile", label: "Mobile" },
  { id: "game", label: "Games" },
  { id: "ai", label: "AI" },
  { id: "design", label: "Design" },
];

/** The label of a project's category, as the filter and the project badges show it. */
export function portfolioCategoryLabel(id: PortfolioCategory): string {
  return portfolioCategories.find((category) => category.id === id)?.label ?? id;
}

export const portfolioServices: Feature[] = [
  {
    title: "Web Development",
    description:
      "Fast, accessible websites, web apps and online stores, from a marketing site to a multi-tenant platform.",
    icon: "globe",
  },
  {
    title: "Mobile Development",
    description:
      "Native and cross-platform apps for Android and iOS, published to both stores and maintained after launch.",
    icon: "smartphone",
  },
  {
    title: "AI & Machine Learning",
    description:
      "Document reading, assistants and forecasting built on your own data, with a person kept in the loop.",
    icon: "brain",
  },
  {
    title: "UI/UX Design",
    description:
      "Research, wireframes, prototypes and design systems that make products easier to use and quicker to build.",
    icon: "palette",
  },
];

export const portfolioTechStack: string[] = [
  "React",
  "Next.js",
  "Node.js",
  "Flutter",
  "React Native",
  "Python",
  "Laravel",
  "Unity",
  "PostgreSQL",
  "AWS",
];

export const portfolioHeroStats: Statistic[] = [
  { value: figures.satisfaction, label: "Client Satisfaction", icon: "heart" },
  { value: figures.years, label: "Years of Experience", icon: "calendar" },
  { value: figures.projects, label: "Projects Delivered", icon: "briefcase" },
  { value: figures.clients, label: "Happy Clients", icon: "users" },
  { value: figures.successRate, label: "Success Rate", icon: "trending-up" },
];

export const portfolioStatsBand: Statistic[] = [
  { value: figures.projects, label: "Projects Completed", icon: "briefcase" },
  { value: figures.clients, label: "Satisfied Clients", icon: "users" },
  { value: figures.years, label: "Years Experience", icon: "calendar" },
  { value: figures.awards, label: "Industry Awards", icon: "award" },
];
