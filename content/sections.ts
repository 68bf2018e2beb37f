import { openings } from "./careers";
import { homeAnchors } from "./home";
import { products } from "./products";
import { figures, site } from "./site";
import type { Link, TechGroup } from "./types";

/**
 * The headings, introductions, buttons and calls to action of every page's sections, by page.
 * The records the sections list (services, roles, FAQs …) live in their own modules; this holds
 * the words around them. Components lay these out and hold no visitor-facing text of their own.
 */

/** A section's heading: the small line above it, the heading, and the sentence under it. */
export interface SectionText {
  eyebrow?: string;
  title: string;
  description?: string;
}

/** The closing band of a page: a heading, a sentence and one or two buttons. */
export interface CallToAction {
  title: string;
  description: string;
  primary: Link;
  secondary?: Link;
}

/** Shared by several pages. */
export const common = {
  getQuote: { label: "Get a Quote", href: "/quote" },
  contactUs: { label: "Contact Us", href: "/contact" },
  hireDevelopers: { label: "Hire Developers", href: "/hire" },
  seeOpenRoles: { label: "See open roles", href: "/careers" },
  /** The last line of a card that links to its page. */
  learnMore: "Learn more",
  keyFeatures: "Key Features",
  process: {
    eyebrow: "How we work",
    title: "Our Development Process",
    description:
      "Five steps from the first conversation to a product that keeps improving after launch.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Clients Say",
    description: "Founders and operations leaders on working with us.",
  },
  /** Said by screen readers after a link that opens a new tab. */
  newTab: "(opens in a new tab)",
  faqEyebrow: "FAQ",
  faqTitle: "Frequently Asked Questions",
  /** Read out for the five stars under a testimonial. */
  fiveStars: "Rated 5 out of 5 stars",
  /** The legal pages' furniture. */
  legal: { contents: "Contents", lastUpdated: "Last updated:", print: "Print" },
  /** Above a form: "Fields marked * are required." */
  requiredNote: { before: "Fields marked", spoken: "with an asterisk", after: "are required." },
} as const satisfies Record<string, unknown>;

export const aboutText = {
  hero: {
    eyebrow: `About ${site.name}`,
    title: `Building Dependable Software Since ${figures.founded}`,
    description: `A software development agency in ${site.address.city}, India: ${figures.employees} professionals, ${figures.projects} projects delivered and clients in ${figures.countries} countries.`,
  },
  /** The hero's jump links, by the id of the section each opens (aboutAnchors). */
  jumpLinks: {
    label: "On this page",
    profile: "Company Profile",
    team: "Our Team",
    culture: `Life @ ${site.name}`,
    achievements: "Our Achievements",
  },
  profile: {
    eyebrow: "Company Profile",
    title: "Our Story",
    mission: "Our Mission",
    vision: "Our Vision",
    statsLabel: `${site.name} at a glance`,
  },
  team: {
    eyebrow: "Our Team",
    title: "Senior People, Small Teams",
    projectTeam: "Every project team includes",
    leadership: "Leadership",
  },
  values: {
    eyebrow: "Core values",
    title: "What We Stand For",
    description: "Four commitments every client and every new joiner hears about on day one.",
  },
  culture: {
    eyebrow: "Culture",
    title: `Life @ ${site.name}`,
    description:
      "Good software comes from people who have time to learn, room to focus and colleagues they enjoy working with. This is what a week at our studio looks like.",
    photosLabel: `Photos of life at ${site.name}`,
    button: common.seeOpenRoles,
  },
  achievements: {
    eyebrow: "Our Achievements",
    title: "Recognition Earned Through Delivery",
    description: `${figures.awards} industry awards and recognitions, and ${figures.projects} projects delivered since ${figures.founded}. A few milestones along the way.`,
    awards: "Awards & Recognition",
    awardsLabel: "Awards by year",
    journey: "Our Journey",
    journeyLabel: "Milestones by year",
  },
  /** The pages at the old /about/* addresses, which send visitors on to their section. */
  moved: {
    description: (section: string) =>
      `${section} has moved to a section of our About page, which tells our story, introduces our team and shows our culture and awards.`,
    text: "This page has moved to a section of our About page.",
    button: (section: string) => `Continue to ${section}`,
  },
  cta: {
    title: "Let's Build Something That Lasts",
    description: `Tell us what you want to build. ${site.responsePromise}`,
    primary: common.contactUs,
    secondary: { label: "Explore Our Services", href: "/services" },
  },
} as const;

export const careersText = {
  hero: {
    eyebrow: "Careers",
    title: "Do the Best Work of Your Career",
    description: `Join ${figures.employees} engineers, designers and testers who build products for clients in ${figures.countries} countries, with senior mentors, time to learn and real ownership from your first month.`,
  },
  seeRoles: "See open roles",
  emailUs: `Email ${site.careersEmail}`,
  openings: {
    eyebrow: "Open roles",
    title: `${openings.length} Positions Open Now`,
    description:
      "All roles are full-time at our Ahmedabad studio, with two days a week wherever you work best.",
    experience: (years: string) => `${years} experience`,
    apply: "Apply by email",
  },
  perks: {
    eyebrow: "Why join us",
    title: `Working at ${site.name}`,
    description:
      "A small company where your work reaches production, your growth has a budget and your evenings are your own.",
    button: `See life @ ${site.name}`,
  },
  apply: {
    eyebrow: "How to apply",
    title: "Three Steps, No Surprises",
    cvTitle: "Send us your CV",
    cvText:
      "Don't see your role? We are always glad to hear from good engineers and designers. Write to us anyway.",
    questions: "Questions about a role or the process?",
    contact: { label: "Contact us", href: "/contact" },
  },
} as const;

/** The contact form's anchor, which the support page and the contact cards link to. */
const contactFormAnchor = "contact-form";

export const contactText = {
  formAnchor: contactFormAnchor,
  formTitle: "Send us a message",
  hero: {
    eyebrow: "Contact",
    title: "Let's Build Something Together",
    description: `Questions, projects, partnerships or support: tell us what you need. ${site.responsePromise}`,
  },
  /** The three cards under the hero. */
  cards: [
    {
      id: "message",
      title: "Send a message",
      text: "Use the form below and a project lead replies within 24 hours.",
      action: "Go to the form",
      href: `#${contactFormAnchor}`,
    },
    {
      id: "call",
      title: "Call us",
      text: `${site.hours} (IST). We can also call you back.`,
      action: site.phone,
      href: site.phoneHref,
    },
    {
      id: "support",
      title: "Get support",
      text: "Already a client? Support channels, hours and plans.",
      action: "Visit support",
      href: "/support",
    },
  ],
  office: {
    title: "Headquarters",
    mapAlt: `Map of the area around ${site.name}'s office on S.G. Highway, Ahmedabad`,
    openMap: "Open in Google Maps",
  },
  /** The rows of the company's contact details (contact and quote pages). */
  details: { email: "Email", phone: "Phone", office: "Office", hours: "Hours", timezone: "(IST)" },
  careers: {
    title: "Want to build with us?",
    description: "We are hiring engineers and designers in Ahmedabad and remote across India.",
    button: common.seeOpenRoles,
  },
  social: {
    title: `Follow ${site.name}`,
    description: "Project stories, engineering notes and life at the studio.",
  },
} as const;

export const quoteText = {
  hero: {
    eyebrow: "Get a quote",
    title: "Tell Us About Your Project",
    description: `Share what you want to build and we will come back with an approach, a timeline and a cost estimate. ${site.responsePromise}`,
  },
  formTitle: "Project details",
  talk: {
    title: "Prefer to talk?",
    description: "Call or email us; a project lead answers, not a call centre.",
  },
  faqDescription: "What clients usually ask before requesting a quote.",
} as const;

export const supportText = {
  hero: {
    eyebrow: "Support",
    title: "Help From the Team That Built Your Product",
    description: `Report a bug, ask a question or plan your next release with the engineers who know your code. ${site.responsePromise}`,
  },
  contactSupport: "Contact support",
  emailSupport: `Email ${site.supportEmail}`,
  /** The subject the support email link fills in. */
  emailSubject: "Support request",
  channels: {
    eyebrow: "Support channels",
    title: "Reach Us the Way That Suits You",
    description: "Every channel reaches the same support queue and the engineers on your project.",
    hours: "Support hours",
    timezone: "India Standard Time (IST)",
    promise: "Response promise",
  },
  plans: {
    eyebrow: "Support plans",
    title: "Maintenance That Fits Your Product",
    description:
      "Month-to-month plans for software we built and for software we take over after an audit.",
    /** The line under the plans, around its link. */
    help: {
      before: "Not sure which plan fits?",
      link: "Tell us about your product",
      after: "and we will suggest one.",
    },
  },
  cta: {
    primary: "Contact Support",
    title: "Something Not Working?",
    description: `Send us the details and an engineer on your project will pick it up. ${site.responsePromise}`,
    secondary: { label: "Get a Quote for New Work", href: "/quote" },
  },
} as const;

export const hireText = {
  hero: {
    eyebrow: "Hire developers",
    title: "Hire Dedicated Developers Who Join Your Team",
    description:
      "Senior engineers and designers who work in your tools and your time zone overlap, with an NDA and IP assignment from day one.",
  },
  actions: {
    primary: { label: "Hire Developers", href: "/quote" },
    secondary: { label: "See the Roles", href: "#roles-heading" },
  },
  roles: {
    eyebrow: "Roles",
    title: "Developers and Designers You Can Hire",
    description: `Every developer is a full-time ${site.name} employee, vetted on real projects and backed by our delivery managers.`,
    /**
     * The link under each role: "Hire a Frontend Developer", "Hire an iOS Developer" (the article
     * goes by sound, which the first letter shows for these roles).
     */
    hire: (role: string) => `Hire ${/^[aeio]/i.test(role) ? "an" : "a"} ${role}`,
    skills: (role: string) => `${role} skills`,
  },
  statsLabel: `${site.name} in figures`,
  stats: [
    { value: figures.developers, label: "Expert Developers", icon: "users" },
    { value: figures.years, label: "Years Experience", icon: "calendar" },
    { value: figures.projects, label: "Projects Completed", icon: "badge-check" },
    { value: figures.countries, label: "Countries Served", icon: "globe" },
  ],
  engagement: {
    eyebrow: "Engagement models",
    title: "Work With Us the Way That Suits You",
    description: "Start with the model that fits your project today and switch as it grows.",
  },
  steps: {
    eyebrow: "How hiring works",
    title: "From Requirement to First Commit",
    description: "Four steps, with matched profiles in your inbox within two working days.",
  },
  cta: {
    title: "Tell Us Who You Need",
    description:
      "Share the role, skills and start date. We send matched profiles within two working days.",
    primary: common.getQuote,
    secondary: common.contactUs,
  },
} as const;

export const portfolioText = {
  hero: {
    eyebrow: "Portfolio",
    title: "Products We Have Designed, Built and Launched",
    description: `Online stores, patient apps, games and AI tools: a selection from the ${figures.projects} projects we have delivered for clients in ${figures.countries} countries, with the results they measured.`,
  },
  techStack: "Our tech stack",
  services: { title: "Services Offered", all: { label: "All services", href: "/services" } },
  projects: {
    eyebrow: "Case studies",
    title: "Featured Projects",
    description: "What each client needed, what we built, and what changed after launch.",
    client: "Client:",
    duration: "Duration:",
    challenge: "Challenge solved",
    viewCaseStudy: "View case study",
    technologies: "Technologies",
    navLabel: "Projects",
  },
  statsLabel: `${site.name} in numbers`,
  testimonials: { ...common.testimonials, title: "Client Testimonials" },
  cta: {
    title: "Ready to Start Your Next Project?",
    description:
      "Tell us about your idea and get a proposal with scope, timeline and price, usually within five business days.",
    primary: common.contactUs,
    secondary: common.getQuote,
  },
} as const;

export const servicesText = {
  hero: {
    eyebrow: "Services",
    title: "Software, Design and Growth Services Under One Roof",
    description: `From a first website to enterprise platforms, one team designs, builds and runs your product. ${figures.projects} projects delivered for clients in ${figures.countries} countries.`,
  },
  jumpLinksLabel: "Service categories",
  /** The link from a category to its overview page. */
  overviewLink: (service: string) => `${service} overview`,
  cta: {
    title: "Not Sure Which Service You Need?",
    description:
      "Tell us what you want to achieve. We will suggest the right mix of services and send a proposal with scope, timeline and cost.",
    primary: common.getQuote,
    secondary: common.contactUs,
  },
} as const;

/** Around each service's own text on /services/{id}. */
export const serviceDetailText = {
  /** The sharing card's small line (the page's own hero shows the category alone). */
  cardEyebrow: (category: string) => `Services · ${category}`,
  actions: { primary: common.getQuote, secondary: { label: "All Services", href: "/services" } },
  cta: (service: string): CallToAction => ({
    title: `Let's Talk About Your ${service} Project`,
    description: `Tell us where you are and what you need, and a senior engineer will suggest next steps. ${site.responsePromise}`,
    primary: { label: "Get in Touch", href: `/#${homeAnchors.contact}` },
    secondary: { label: "Request a Quote", href: "/quote" },
  }),
  overview: "Overview",
  features: {
    title: common.keyFeatures,
    description: "What is included when you work with us on this.",
  },
  benefits: { title: "Benefits", description: "What changes for your business." },
  techStack: {
    title: "Technology Stack",
    description: "Proven tools we use for this work. Linked ones have a page of their own.",
    label: (service: string) => `${service} technologies`,
  },
  caseStudies: {
    title: "Case Studies",
    description: "Recent projects of this kind and what they achieved.",
    results: "Results",
  },
  related: {
    title: "Other Services",
    description: "Services clients often combine with this one.",
  },
} as const;

export const technologiesText = {
  hero: {
    eyebrow: "Technologies",
    title: "Mature Tools, Chosen for the Long Run",
    description:
      "We build with well-supported technologies that are easy to hire for and maintain, and we pick each one for the job in front of us.",
  },
  jumpLinksLabel: "Technology groups",
  /** The sentence under each group's heading. */
  groups: {
    Frontend: "Interfaces that load fast, work on every screen and are easy to keep improving.",
    Backend: "APIs, business logic and integrations that stay secure and dependable as you grow.",
    "Cross-Platform": "Native and cross-platform mobile apps for Android and iOS.",
    Database: "Relational, document and real-time data stores, chosen for how your data is used.",
    "Cloud & DevOps": "Hosting, containers and automated delivery that keep releases routine.",
  } satisfies Record<TechGroup, string>,
  cta: {
    title: "Not Sure Which Stack Fits?",
    description:
      "Tell us what you are building. We will recommend a stack that suits your budget, your team and where the product is heading.",
    primary: common.getQuote,
    secondary: common.hireDevelopers,
  },
} as const;

/** Around each technology's own text on /technologies/{id}. */
export const technologyDetailText = {
  eyebrow: (group: string) => `Technologies · ${group}`,
  actions: { primary: common.getQuote, secondary: common.hireDevelopers },
  services: (technology: string) => ({
    title: `Services That Use ${technology}`,
    description: `Where ${technology} is part of the stack we deliver.`,
  }),
  more: (group: string) => `More ${group} Technologies`,
  /** The card beside the use cases, and the use cases' heading and lead. */
  overview: {
    allInGroup: (group: string) => `All ${group} technologies`,
    title: (technology: string) => `What We Build with ${technology}`,
    lead: (technology: string) =>
      `Typical ${technology} projects we design, build and support for clients:`,
  },
  cta: (technology: string): CallToAction => ({
    title: `Build Your Next Product with ${technology}`,
    description:
      "Share your idea or your existing codebase. We will send a proposal with scope, timeline and cost.",
    primary: common.getQuote,
    secondary: common.contactUs,
  }),
} as const;

export const productsText = {
  hero: {
    eyebrow: "Products",
    title: "Our Product Solutions",
    description: `${products.length} ready-made app platforms that we customise to your brand, workflows and market, then launch and support.`,
  },
  catalogueLabel: "Product catalogue",
  cta: {
    title: "Need a Custom Solution?",
    description:
      "Every business is different. Tell us what you need and we will adapt one of our products or build something new around your workflows.",
    primary: { label: "Get a Custom Quote", href: "/quote" },
    secondary: common.contactUs,
  },
} as const;

/** Around each product's own text on /products/{id}. */
export const productDetailText = {
  eyebrow: (industry: string) => `Products · ${industry}`,
  actions: { primary: common.getQuote, secondary: { label: "Talk to Us", href: "/contact" } },
  others: { title: "Other Products", description: "Similar solutions from our catalogue." },
  overview: {
    summaryLabel: "Product summary",
    industry: "Industry",
    platforms: "Platforms",
    button: common.getQuote,
    modules: {
      title: "What You Get",
      description: (count: number) =>
        `${count} connected apps and panels, branded as your own and ready for launch.`,
    },
    features: common.keyFeatures,
  },
  cta: (product: string): CallToAction => ({
    title: `Launch Your ${product}`,
    description:
      "We brand, customise and launch the platform for your market, then support it after go-live. Tell us about your plans.",
    primary: common.getQuote,
    secondary: common.contactUs,
  }),
} as const;

export const notFoundText = {
  title: "Page Not Found",
  /** The search result's and the sharing card's description. */
  description:
    "This page does not exist or has moved. Search the site or start from our services, portfolio, products or contact page.",
  text: "The page you're looking for doesn't exist or has been moved. Let's get you back on track!",
  home: { label: "Back to Home", href: "/" },
  popularPages: "Popular Pages",
} as const;

/** The strip on top of preview deploys (never on the production site). */
export const previewBannerText = {
  label: "Preview build",
  badge: "Preview",
  commit: "Commit",
  built: "built",
  unknownCommit: "unknown",
  unknownTime: "unknown time",
  note: "Not indexed; forms send real messages.",
} as const;
