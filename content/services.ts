import { figures } from "./site";
import type { Service, ServiceCategoryId, ServiceScene } from "./types";

export interface ServiceCategory {
  id: ServiceCategoryId;
  name: string;
  description: string;
}

/** In display order: the three service categories, then the home page's six service areas. */
export const serviceCategories: ServiceCategory[] = [
  {
    id: "digital-solutions",
    name: "Digital Solutions",
    description:
      "Enterprise systems, data services and the design work that shapes how your business looks and runs.",
  },
  {
    id: "web-development",
    name: "Web Development",
    description:
      "Websites, online stores, progressive web apps, digital marketing and interface design.",
  },
  {
    id: "mobile-development",
    name: "Mobile Development",
    description: "Native iOS and Android apps, cross-platform apps and complete app products.",
  },
  {
    id: "service-areas",
    name: "Service Areas",
    description:
      "The broad capabilities behind our work, from web and mobile to AI, cloud, enterprise software and security.",
  },
];

/** What each illustration scene shows, for the pictures' alt text. */
export const serviceScenes: Record<ServiceScene, string> = {
  dashboard: "a business dashboard with a menu, key figures, a bar chart and a ring chart",
  workflow: "a workflow diagram linking a form, an approval step and connected business systems",
  sheet: "a data spreadsheet beside a scanned document",
  design: "a design canvas with shapes, a pen tool and a colour palette",
  brand: "a logo mark with its colour swatches and a business card",
  browser: "a browser window showing a website with a banner and three feature cards",
  store: "a browser window showing an online store with product cards and a cart bar",
  responsive: "the same web app in a browser window and on a phone",
  growth: "a campaign report with rising bars and a growth line",
  wireframe: "a page wireframe linked to a finished phone screen",
  notifications: "a phone showing an app home screen, with floating notification and chart cards",
  devices: "a tablet and a phone showing home-screen widgets and a map screen of one app",
  twins: "two identical phones side by side, one app shared by both from a single code base",
  launch: "a product roadmap from sketch to design to build to store launch",
  toolkit: "a phone with a delivery-tracking map, beside an analytics card and a release checklist",
  code: "a code editor window with a passed-tests card",
  network: "a neural network of connected nodes",
  cloud: "a cloud uploading to three server racks",
  shield: "a security shield with a padlock and two status cards",
};

export const services: Service[] = [
  // ---- Digital Solutions ---------------------------------------------------
  {
    id: "enterprise",
    categoryId: "digital-solutions",
    category: "Digital Solutions",
    name: "Enterprise Solutions",
    description:
      "Custom ERP, CRM and workflow systems that replace spreadsheets and disconnected tools with one reliable platform your teams actually use.",
    icon: "building",
    art: { scene: "dashboard", hue: 0 },
    fullDescription: [
      "Most growing companies run on a patchwork of spreadsheets, email threads and off-the-shelf tools that no longer fit how they work. We design and build enterprise systems around your real processes: purchase approvals, inventory, field service, customer accounts and reporting.",
      "Every engagement starts with a short discovery phase in which we map your workflows with the people who use them, then deliver in two-week increments so your teams can test working software early. We integrate with the systems you keep, such as Tally, SAP, Zoho or Microsoft 365, rather than forcing a rip-and-replace.",
      "After launch we stay on for support, training and the next round of improvements, with clear service levels and documentation your own IT staff can follow.",
    ],
    features: [
      "Process mapping and requirements workshops",
      "Custom ERP, CRM and inventory modules",
      "Role-based access and approval workflows",
      "Integration with Tally, SAP, Zoho and Microsoft 365",
      "Dashboards and scheduled reports",
      "Data migration from spreadsheets and legacy systems",
    ],
    benefits: [
      "One source of truth for operations data",
      "Fewer manual hand-offs and re-keyed entries",
      "Software that grows with new branches and teams",
      "Full ownership of the source code",
      "Audit trails that simplify compliance",
    ],
    techStack: [
      "Java Spring Boot",
      ".NET",
      "Node.js",
      "React",
      "PostgreSQL",
      "Redis",
      "Docker",
      "Azure",
    ],
    caseStudies: [
      {
        title: "Inventory and dispatch ERP for a Pune logistics firm",
        description:
          "A Pune-based logistics company with 14 warehouses tracked stock and dispatches in shared spreadsheets, which caused frequent mismatches at month end.",
        results: [
          "Stock reconciliation cut from 5 days to 1",
          "Dispatch errors down 38% in the first quarter",
          "Used daily by 220 staff across 14 sites",
        ],
      },
      {
        title: "Dealer portal for an agricultural equipment maker",
        description:
          "A Rajkot manufacturer took dealer orders by phone and WhatsApp and had no clear view of pending orders or credit limits.",
        results: [
          "85% of dealer orders now placed online",
          "Order-to-invoice time down from 3 days to the same day",
        ],
      },
    ],
  },
  {
    id: "data-entry",
    categoryId: "digital-solutions",
    category: "Digital Solutions",
    name: "Data Entry Services",
    description:
      "Accurate, secure data entry, cataloguing and document digitisation by a trained in-house team, with double-checked output and agreed turnaround times.",
    icon: "keyboard",
    art: { scene: "sheet", hue: 12 },
    fullDescription: [
      "Backlogs of invoices, forms, product data and scanned records slow teams down and hide errors. Our in-house data team in Ahmedabad handles high-volume entry, cleansing and conversion work under NDA, on secure machines, with access limited to the people on your project.",
      "We combine careful manual work with automation where it helps: OCR for printed documents, scripts for validation and de-duplication, and a second-person check on every batch. You receive output in the format your systems expect, from CSV and Excel to direct imports into your CRM or online store.",
    ],
    features: [
      "Invoice, form and survey data capture",
      "Product catalogue entry for online stores",
      "OCR-assisted document digitisation",
      "Data cleansing, de-duplication and enrichment",
      "CRM and ERP data migration",
      "Two-stage quality checks on every batch",
    ],
    benefits: [
      "Accuracy above 99.5% on agreed audit samples",
      "Predictable turnaround with daily progress reports",
      "Your team freed for higher-value work",
      "Confidential handling under NDA",
    ],
    techStack: [
      "Python",
      "Excel",
      "Google Sheets",
      "Tesseract OCR",
      "PostgreSQL",
      "Shopify",
      "Zoho CRM",
    ],
    caseStudies: [
      {
        title: "Catalogue build for FreshCart, a Dubai grocery chain",
        description:
          "FreshCart needed 12,000 products listed with images, nutrition details and Arabic and English names before launching its delivery app.",
        results: ["12,000 products live in 6 weeks", "99.7% accuracy on audited samples"],
      },
      {
        title: "Claims digitisation for a Chennai insurance broker",
        description:
          "A Chennai insurance broker held eight years of paper claim files that staff searched by hand whenever a client called.",
        results: [
          "46,000 files indexed and searchable",
          "Average file lookup down from 20 minutes to under 1",
          "Completed within the agreed 10-week window",
        ],
      },
    ],
  },
  {
    id: "graphic-design",
    categoryId: "digital-solutions",
    category: "Digital Solutions",
    name: "Graphic Design",
    description:
      "Clear, consistent visual design for digital and print, from social media creatives and pitch decks to packaging, brochures and app illustrations.",
    icon: "pen-tool",
    art: { scene: "design", hue: 24 },
    fullDescription: [
      "Good design makes a product easier to understand and a company easier to trust. Our designers produce the visual material that marketing and sales teams need every week: social posts, ad creatives, presentations, brochures, infographics and illustrations for websites and apps.",
      "We work from your brand guidelines, or help you set them up, and keep every file organised in a shared library so your team can reuse and adapt it. Work is delivered in editable source formats alongside web and print-ready exports.",
    ],
    features: [
      "Social media and ad creatives",
      "Pitch decks and sales presentations",
      "Brochures, flyers and packaging",
      "Infographics and report design",
      "Custom illustrations and icon sets",
      "Print-ready and web-optimised exports",
    ],
    benefits: [
      "A consistent look across every channel",
      "Quick turnaround on recurring requests",
      "Editable source files that you own",
      "Design that supports clear messaging",
    ],
    techStack: [
      "Figma",
      "Adobe Illustrator",
      "Adobe Photoshop",
      "Adobe InDesign",
      "Adobe After Effects",
    ],
    caseStudies: [
      {
        title: "Monthly creative support for a Bengaluru SaaS start-up",
        description:
          "A Bengaluru HR software start-up needed a steady flow of ads and social posts but had no in-house designer.",
        results: [
          "Over 300 creatives delivered in the first year",
          "Paid social click-through rate up 27%",
        ],
      },
      {
        title: "Investor deck for a Kochi seafood exporter",
        description:
          "A Kochi-based seafood exporter preparing a funding round had a 40-slide deck that buried its strongest numbers.",
        results: [
          "Deck reduced to 16 focused slides",
          "Used to close a seed round with two investors",
        ],
      },
    ],
  },
  {
    id: "branding",
    categoryId: "digital-solutions",
    category: "Digital Solutions",
    name: "Branding & Identity",
    description:
      "Brand strategy, naming support, logos and visual identity systems that help new and growing companies look as credible as the work they do.",
    icon: "palette",
    art: { scene: "brand", hue: 30 },
    fullDescription: [
      "A brand is more than a logo: it is the name, voice, colours, typography and imagery that people come to recognise. We help start-ups and established businesses define what they stand for and express it consistently, online and offline.",
      "Our process moves from research and positioning workshops to identity concepts, refinement and a practical brand guide. We design with digital use in mind, so your identity works as well on an app icon and a website as it does on signage and stationery.",
    ],
    features: [
      "Brand discovery and positioning workshops",
      "Logo design and visual identity",
      "Colour, typography and imagery guidelines",
      "Tone of voice and messaging framework",
      "Stationery, signage and social media templates",
      "Brand guidelines in PDF and Figma",
    ],
    benefits: [
      "A memorable, distinctive identity",
      "Consistency across teams and agencies",
      "Greater trust from customers and investors",
      "Assets ready for web, app and print",
    ],
    techStack: ["Figma", "Adobe Illustrator", "Adobe Photoshop", "Adobe InDesign", "Notion"],
    caseStudies: [
      {
        title: "Rebrand for a Jaipur handicrafts exporter",
        description:
          "A family-run Jaipur exporter moving into direct online sales needed an identity that appealed to international buyers.",
        results: [
          "Full identity delivered in 7 weeks",
          "Online store conversion rate up 19% after the relaunch",
        ],
      },
      {
        title: "Launch identity for a Hyderabad fintech start-up",
        description:
          "A Hyderabad lending start-up needed a name check, logo and brand system before its app went to the stores.",
        results: [
          "Identity, app icon and guidelines in 5 weeks",
          "One consistent set of assets for app, web and investor material",
        ],
      },
    ],
  },

  // ---- Web Development ------------------------------------------------------
  {
    id: "website",
    categoryId: "web-development",
    category: "Web Development",
    name: "Website Development",
    description:
      "Fast, accessible and search-friendly websites, from company sites to content-rich portals, built on modern frameworks and easy for your team to update.",
    icon: "globe",
    art: { scene: "browser", hue: -10 },
    fullDescription: [
      "Your website is often the first conversation a client has with your business. We build sites that load quickly, read clearly on any device and make the next step obvious, whether that is a call, a quote request or a purchase.",
      "We use Next.js and React for performance-critical sites, WordPress or a headless CMS where your marketing team needs to publish on its own, and Laravel for portals with logins and custom logic. Every site is checked for accessibility, Core Web Vitals and search basics before launch.",
      "Hosting, backups, security updates and small changes can be covered by a monthly care plan, so the site stays fast and secure long after go-live.",
    ],
    features: [
      "Custom design based on your brand",
      "Responsive layouts for every screen size",
      "Content management with WordPress or a headless CMS",
      "Technical SEO and structured data",
      "Accessibility to WCAG 2.1 AA",
      "Analytics, forms and CRM integration",
    ],
    benefits: [
      "Pages that load in under two seconds",
      "Better visibility in search results",
      "Content updates without waiting for developers",
      "More enquiries from the same traffic",
    ],
    techStack: [
      "Next.js",
      "React",
      "TypeScript",
      "Tailwind CSS",
      "WordPress",
      "Laravel",
      "Vercel",
      "AWS",
    ],
    caseStudies: [
      {
        title: "Corporate website for an Ahmedabad engineering firm",
        description:
          "An Ahmedabad engineering consultancy had an outdated site that did not work on phones and brought in almost no enquiries.",
        results: [
          "Mobile bounce rate down from 71% to 42%",
          "Enquiries through the site tripled in six months",
        ],
      },
      {
        title: "Multi-campus portal for a Nagpur college group",
        description:
          "A college group with four campuses ran separate websites that gave applicants inconsistent admission information.",
        results: [
          "Four sites merged into one CMS",
          "Admission enquiries up 34% year on year",
          "Lighthouse performance score above 90",
        ],
      },
    ],
  },
  {
    id: "ecommerce",
    categoryId: "web-development",
    category: "Web Development",
    name: "E-commerce Development",
    description:
      "Online stores and B2B ordering platforms on Shopify, WooCommerce or custom stacks, with payments, shipping and inventory built in from the start.",
    icon: "shopping-cart",
    art: { scene: "store", hue: 6 },
    fullDescription: [
      "Selling online means more than a product grid and a checkout. We build stores that handle the details that decide whether an order arrives: stock sync, GST invoices, shipping rates, cash on delivery, returns and the emails customers expect.",
      "For most brands we recommend Shopify or WooCommerce, customised to your catalogue and workflows. When you need a multi-vendor marketplace, complex B2B pricing or very high volumes, we build a custom platform on Next.js and Node.js with a headless commerce back end.",
      "We connect your store to Razorpay, Stripe, PayPal, Shiprocket and your accounting software, and set up analytics so you can see what sells and where customers drop off.",
    ],
    features: [
      "Shopify, WooCommerce and custom storefronts",
      "Razorpay, Stripe and PayPal payments",
      "GST-ready invoicing and multi-currency pricing",
      "Shipping integrations such as Shiprocket and Delhivery",
      "Inventory and order management",
      "Abandoned cart and post-purchase emails",
    ],
    benefits: [
      "A faster, simpler checkout",
      "Fewer manual order updates",
      "Sell in India and abroad from one store",
      "Clear data on products and customers",
    ],
    techStack: [
      "Shopify",
      "WooCommerce",
      "Next.js",
      "Node.js",
      "Medusa",
      "Razorpay",
      "Stripe",
      "PostgreSQL",
    ],
    caseStudies: [
      {
        title: "Direct-to-consumer store for a Surat ethnic-wear label",
        description:
          "A Surat ethnic-wear brand selling through Instagram messages wanted its own store with cash on delivery and international shipping.",
        results: [
          "₹1.2 crore in online sales in the first year",
          "Checkout conversion rate of 3.1%",
          "Order processing time halved",
        ],
      },
      {
        title: "B2B ordering portal for a Ludhiana hardware distributor",
        description:
          "A Ludhiana distributor serving 600 retailers needed tiered pricing and credit limits that consumer platforms could not handle.",
        results: ["70% of repeat orders moved online", "Sales team time on order entry down 60%"],
      },
    ],
  },
  {
    id: "pwa",
    categoryId: "web-development",
    category: "Web Development",
    name: "Progressive Web Apps",
    description:
      "Installable web apps that work offline, load quickly on slow networks and send push notifications, without the cost of separate native apps.",
    icon: "zap",
    art: { scene: "responsive", hue: -18 },
    fullDescription: [
      "A progressive web app gives your users much of the feel of a native app, with home-screen install, offline access and push notifications, while running from a single web codebase. It is a strong choice for field teams, repeat customers and markets where data is expensive and phones have little storage.",
      "We build PWAs with React or Next.js, add service workers for caching and background sync, and trim bundle size so the first load is fast on 3G. Where a store presence matters, we package the same app for Google Play as a Trusted Web Activity.",
    ],
    features: [
      "Offline mode with background sync",
      "Home-screen install on Android and iOS",
      "Web push notifications",
      "Lightweight bundles tuned for slow networks",
      "Responsive, app-like interface",
      "Google Play listing via Trusted Web Activity",
    ],
    benefits: [
      "One codebase for web and mobile users",
      "Lower build and maintenance cost than native apps",
      "Updates without app store review delays",
      "Higher engagement from returning users",
    ],
    techStack: [
      "React",
      "Next.js",
      "TypeScript",
      "Workbox",
      "IndexedDB",
      "Firebase Cloud Messaging",
    ],
    caseStudies: [
      {
        title: "Field survey app for a Nashik agritech company",
        description:
          "Agronomists visiting farms around Nashik lost survey data whenever mobile coverage dropped in the middle of a form.",
        results: [
          "Surveys captured fully offline and synced later",
          "No lost surveys since launch",
          "Installed app size under 1 MB",
        ],
      },
      {
        title: "Order-ahead app for a Mumbai café chain",
        description:
          "A Mumbai café chain with 18 outlets wanted regular customers to order ahead without downloading a large app.",
        results: [
          "40% of online orders come from installed users",
          "First load under 2 seconds on 3G",
        ],
      },
    ],
  },
  {
    id: "digital-marketing",
    categoryId: "web-development",
    category: "Web Development",
    name: "Digital Marketing",
    description:
      "Search, social and paid campaigns run by the same team that builds your site, measured against leads and sales rather than likes and impressions.",
    icon: "megaphone",
    art: { scene: "growth", hue: 18 },
    fullDescription: [
      "Marketing works best when it is connected to the product and the website it sends people to. Our digital marketing team plans and runs SEO, Google Ads, Meta campaigns and email programmes, and works directly with our developers to fix the landing pages and tracking that hold results back.",
      "We start with an audit of your analytics, search visibility and current campaigns, agree targets tied to enquiries or revenue, and report monthly in plain language: what we spent, what it returned and what we will change next.",
    ],
    features: [
      "Technical and content SEO",
      "Google Ads and Meta Ads management",
      "Landing page design and A/B testing",
      "Email and WhatsApp marketing automation",
      "Conversion tracking with GA4 and Tag Manager",
      "Monthly reports with clear next steps",
    ],
    benefits: [
      "Lower cost per lead",
      "Reliable tracking of what works",
      "Faster landing page changes",
      "Steady growth in organic traffic",
    ],
    techStack: [
      "Google Analytics 4",
      "Google Tag Manager",
      "Google Ads",
      "Meta Ads Manager",
      "Google Search Console",
      "HubSpot",
      "Semrush",
    ],
    caseStudies: [
      {
        title: "Lead generation for an Indore coaching institute",
        description:
          "An Indore test-preparation institute relied on walk-ins and wanted a steady flow of admission enquiries online.",
        results: ["Cost per lead down 41% in four months", "Organic enquiries up 2.3 times"],
      },
      {
        title: "Search recovery for a Delhi travel agency",
        description:
          "A Delhi travel agency lost much of its search traffic after a poorly handled website migration.",
        results: [
          "Organic traffic back above pre-migration levels in 5 months",
          "120 key pages re-indexed and correctly redirected",
        ],
      },
    ],
  },
  {
    id: "ui-ux",
    categoryId: "web-development",
    category: "Web Development",
    name: "UI/UX Design",
    description:
      "Research-led interface design for web and mobile products, from user interviews and wireframes to tested prototypes and developer-ready design systems.",
    icon: "layout",
    art: { scene: "wireframe", hue: 28 },
    fullDescription: [
      "Users decide in seconds whether a product is worth their time. Our designers work from evidence: interviews, analytics and usability tests show where people get stuck, and we design flows that remove those obstacles.",
      "We deliver interactive Figma prototypes you can test with real users before development begins, and a component-based design system that keeps screens consistent as the product grows. Because our designers sit with our developers, designs are realistic to build and hand-off is straightforward.",
    ],
    features: [
      "User research and stakeholder interviews",
      "Information architecture and user flows",
      "Wireframes and interactive prototypes",
      "Usability testing with real users",
      "Design systems and component libraries",
      "Accessibility reviews to WCAG 2.1 AA",
    ],
    benefits: [
      "Fewer costly changes after development",
      "Higher task completion and conversion",
      "Consistent screens across platforms",
      "Faster hand-off to developers",
    ],
    techStack: ["Figma", "FigJam", "Maze", "Hotjar", "Storybook", "Adobe Illustrator"],
    caseStudies: [
      {
        title: "Checkout redesign for a Bengaluru pharmacy app",
        description:
          "An online pharmacy in Bengaluru saw many users abandon their orders at the prescription upload step.",
        results: ["Checkout completion up 22%", "Support tickets about uploads down 35%"],
      },
      {
        title: "Dispatch dashboard for a logistics software company",
        description:
          "A Gurugram logistics software company's dispatchers needed too many clicks to assign and track each day's loads.",
        results: ["Load assignment time cut by 45%", "Design system of 80 reusable components"],
      },
    ],
  },

  // ---- Mobile Development ---------------------------------------------------
  {
    id: "ios",
    categoryId: "mobile-development",
    category: "Mobile Development",
    name: "iOS App Development",
    description:
      "Native iPhone and iPad apps in Swift and SwiftUI, built to Apple's guidelines and taken through App Store review, release and ongoing updates.",
    icon: "smartphone",
    art: { scene: "notifications", hue: -6 },
    fullDescription: [
      "iPhone users expect apps that feel fast, look at home on their device and respect their privacy. We build native iOS apps in Swift and SwiftUI that make full use of the platform, from Face ID and Apple Pay to widgets, HealthKit and background location.",
      "Our iOS developers handle the whole path to the App Store: architecture, automated tests, TestFlight beta rounds, privacy labels and review submissions. After launch we keep your app current with each new iOS release and device size.",
    ],
    features: [
      "Native development in Swift and SwiftUI",
      "Apple Pay, Sign in with Apple and Face ID",
      "Widgets, notifications and App Clips",
      "Offline storage with Core Data",
      "TestFlight beta management",
      "App Store submission and release management",
    ],
    benefits: [
      "Smooth performance on every supported iPhone and iPad",
      "Higher ratings through a truly native feel",
      "Faster approval with guideline-compliant builds",
      "Ready for each new iOS release",
    ],
    techStack: ["Swift", "SwiftUI", "UIKit", "Core Data", "Combine", "Firebase", "Xcode Cloud"],
    caseStudies: [
      {
        title: "Member app for a Dubai fitness studio group",
        description:
          "A Dubai studio group with five locations wanted members to book classes and pay for packages from their iPhones.",
        results: [
          "65% of bookings made in the app within three months",
          "4.8-star App Store rating",
        ],
      },
      {
        title: "Patient app for a Hyderabad diagnostics lab",
        description:
          "A diagnostics chain in Hyderabad wanted patients to book home sample collection and view their reports securely.",
        results: [
          "Home collection bookings up 52%",
          "Reports delivered in the app instead of by courier",
        ],
      },
    ],
  },
  {
    id: "android",
    categoryId: "mobile-development",
    category: "Mobile Development",
    name: "Android App Development",
    description:
      "Native Android apps in Kotlin and Jetpack Compose that run well on budget phones and flagships alike, published and maintained on Google Play.",
    icon: "tablet",
    art: { scene: "devices", hue: -30 },
    fullDescription: [
      "Android runs on most phones in India and many other growing markets, across thousands of devices and network conditions. We build native apps in Kotlin and Jetpack Compose, tested on low-memory devices and slow networks as well as the latest flagships.",
      "From background services and offline sync to UPI payments and Play Store policies, our Android team handles the details that keep ratings high. We automate builds and tests, roll out releases in stages and monitor crashes, so problems are fixed before most users notice them.",
    ],
    features: [
      "Kotlin and Jetpack Compose development",
      "UPI, Google Pay and Razorpay integration",
      "Offline-first data with Room",
      "Push notifications and background work",
      "Staged Google Play rollouts",
      "Crash and performance monitoring",
    ],
    benefits: [
      "Reliable performance on budget devices",
      "Smaller app size and lower data use",
      "Fewer crashes and better reviews",
      "Faster, safer releases",
    ],
    techStack: ["Kotlin", "Jetpack Compose", "Room", "Retrofit", "Firebase", "GitHub Actions"],
    caseStudies: [
      {
        title: "Field agent app for a Bhubaneswar microfinance company",
        description:
          "Loan officers of an Odisha microfinance company recorded repayments on paper in villages with weak mobile coverage.",
        results: [
          "Offline collections for 1,400 field agents",
          "Daily reconciliation moved from the next day to the same evening",
        ],
      },
      {
        title: "Rider app for a Lucknow bike-taxi service",
        description:
          "A Lucknow bike-taxi operator's rider app crashed often on the entry-level phones most of its riders used.",
        results: ["Crash-free sessions up from 91% to 99.4%", "App download size reduced by 48%"],
      },
    ],
  },
  {
    id: "cross-platform",
    categoryId: "mobile-development",
    category: "Mobile Development",
    name: "Cross-Platform Apps",
    description:
      "One codebase for Android and iOS with Flutter or React Native, giving near-native performance while cutting build time and maintenance costs.",
    icon: "layers",
    art: { scene: "twins", hue: 10 },
    fullDescription: [
      "For most business apps, building two separate native apps is no longer necessary. With Flutter or React Native we ship Android and iOS from a single codebase, with one team, one release cycle and a consistent experience on both platforms.",
      "We choose the framework with you: Flutter for custom, pixel-perfect interfaces and strong performance, React Native when you want to share code and skills with a React web app. Where a feature needs native code, such as Bluetooth devices or advanced camera work, we write platform modules alongside the shared code.",
    ],
    features: [
      "Flutter and React Native development",
      "Shared business logic and UI across platforms",
      "Native modules for device-specific features",
      "Over-the-air updates for quick fixes",
      "Automated builds for both app stores",
      "Web and desktop targets from the same code",
    ],
    benefits: [
      "Up to 40% lower build cost than two native apps",
      "New features reach both platforms at once",
      "One team to manage and maintain",
      "Consistent design on Android and iOS",
    ],
    techStack: ["Flutter", "Dart", "React Native", "TypeScript", "Expo", "Firebase", "Codemagic"],
    caseStudies: [
      {
        title: "Grocery apps for FreshCart, a Dubai grocery chain",
        description:
          "FreshCart wanted Android and iOS apps for same-day delivery across Dubai, ready in time for its launch campaign.",
        results: [
          "Both apps launched in 14 weeks",
          "80% of code shared between platforms",
          "4.7-star average store rating",
        ],
      },
      {
        title: "Parent app for a Pune school group",
        description:
          "A Pune school group needed attendance, fees and circulars in one app for 9,000 families.",
        results: ["On-time fee payments up 31%", "Paper circulars replaced across six schools"],
      },
    ],
  },
  {
    id: "app-development",
    categoryId: "mobile-development",
    category: "Mobile Development",
    name: "Custom App Development",
    description:
      "End-to-end app development from idea to launch: product discovery, design, mobile and web apps, back end, admin panel, release and support.",
    icon: "rocket",
    art: { scene: "launch", hue: 20 },
    fullDescription: [
      "Many of our clients arrive with an idea and a deadline rather than a specification. Our app development service covers the whole journey: we clarify the problem, define a focused first release, design it, build it and put it in the hands of real users.",
      "A typical project includes the customer app, an admin panel for your team, and the APIs and cloud infrastructure behind them. We work in two-week sprints with a demo at the end of each, so you see progress and can change priorities as you learn.",
      `With ${figures.developers} developers across web, mobile and cloud, we can staff a complete product team, and after launch our support plans cover monitoring, fixes and new features.`,
    ],
    features: [
      "Product discovery and scoping workshops",
      "UX design and clickable prototypes",
      "Mobile apps, web apps and admin panels",
      "Scalable APIs and cloud hosting",
      "QA, security testing and store submission",
      "Post-launch support and analytics",
    ],
    benefits: [
      "One accountable partner from idea to launch",
      "A focused first release in weeks, not months",
      "Visible progress through fortnightly demos",
      "Full ownership of code and accounts",
    ],
    techStack: [
      "Flutter",
      "React Native",
      "Next.js",
      "Node.js",
      "Laravel",
      "PostgreSQL",
      "AWS",
      "Firebase",
    ],
    caseStudies: [
      {
        title: "Home-services marketplace for a Chandigarh start-up",
        description:
          "Two founders in Chandigarh wanted to connect households with verified electricians and plumbers, but had only a pitch deck.",
        results: [
          "Customer, partner and admin apps launched in 16 weeks",
          "2,500 bookings in the first three months",
        ],
      },
      {
        title: "Ticketing app for a Goa festival organiser",
        description:
          "A Goa music festival organiser lost revenue to fake paper passes and long queues at the gates.",
        results: [
          "QR tickets issued to 18,000 attendees",
          "Gate entry under 10 seconds per guest",
          "No duplicate tickets accepted at entry",
        ],
      },
    ],
  },

  // ---- Service areas (the home page's service cards) -----------------------
  {
    id: "web-development",
    categoryId: "service-areas",
    category: "Service Areas",
    name: "Web Development",
    description:
      "Websites, web applications and customer portals built with React, Next.js, Node.js, Laravel and Django, designed to be fast, secure and easy to grow.",
    icon: "code",
    art: { scene: "code", hue: -14 },
    fullDescription: [
      `Web development is where Dunga started in ${figures.founded}, and it is still the largest part of our work. We build company websites, online stores, SaaS products, booking systems and internal portals, choosing the stack that suits the job rather than the one we happen to prefer.`,
      "Front ends are built with React, Next.js, Vue.js or Angular; back ends with Node.js, Laravel, Django or Spring Boot, on PostgreSQL or MySQL. Every project gets code reviews, automated tests and a CI pipeline, and we hand over documentation so your own team can take over if you wish.",
      "Whether you need a marketing site live in four weeks or a multi-tenant platform developed over a year, we agree scope, milestones and acceptance criteria up front and show working software every two weeks.",
    ],
    features: [
      "Company websites and landing pages",
      "Web applications and SaaS products",
      "E-commerce stores and marketplaces",
      "Customer and partner portals",
      "API development and third-party integrations",
      "Performance, security and accessibility audits",
    ],
    benefits: [
      "A modern stack chosen for your needs",
      "Fast, accessible and search-friendly pages",
      "Clean, documented code that you own",
      "A long-term partner for maintenance and growth",
    ],
    techStack: ["React", "Next.js", "Vue.js", "Node.js", "Laravel", "Django", "PostgreSQL", "AWS"],
    caseStudies: [
      {
        title: "Direct booking platform for a Kerala houseboat operator",
        description:
          "A houseboat operator in Alappuzha took bookings by phone and lost business to online travel agencies charging high commissions.",
        results: [
          "55% of bookings now made directly",
          "Commission costs down by about ₹18 lakh a year",
        ],
      },
      {
        title: "Customer portal for a Vadodara chemicals supplier",
        description:
          "A Vadodara chemicals supplier's customers phoned in for order status, certificates of analysis and copies of invoices.",
        results: [
          "Support calls down 40%",
          "Certificates downloaded on demand instead of emailed by staff",
        ],
      },
    ],
  },
  {
    id: "mobile-development",
    categoryId: "service-areas",
    category: "Service Areas",
    name: "Mobile Development",
    description:
      "Native and cross-platform mobile apps for Android and iOS, designed for real users and real networks, and supported long after they reach the stores.",
    icon: "smartphone",
    art: { scene: "toolkit", hue: 4 },
    fullDescription: [
      "A mobile app has to earn its place on someone's home screen. We design and build apps that are quick to open, easy to use with one hand and dependable on patchy networks, for consumers, field teams and business customers.",
      "We build native apps in Swift and Kotlin when performance or deep device access matters, and cross-platform apps in Flutter or React Native when one codebase for both stores is the better investment. Each app comes with the back end, admin panel, analytics and crash reporting it needs.",
      "We manage store listings, reviews and releases for you, and our support plans keep apps compatible with every new Android and iOS version.",
    ],
    features: [
      "Native iOS and Android apps",
      "Flutter and React Native apps",
      "Back ends, APIs and admin panels",
      "Payments, maps and push notifications",
      "App Store and Google Play publishing",
      "Analytics, crash reporting and updates",
    ],
    benefits: [
      "The right approach for your budget and timeline",
      "Apps that perform well on budget devices",
      "Better store ratings and retention",
      "Ongoing compatibility with new OS versions",
    ],
    techStack: ["Swift", "Kotlin", "Flutter", "React Native", "Firebase", "Node.js", "AWS"],
    caseStudies: [
      {
        title: "Delivery apps for a Muscat restaurant group",
        description:
          "A restaurant group in Muscat paid high commissions to delivery aggregators and had no direct relationship with its customers.",
        results: [
          "Customer, rider and kitchen apps launched in 12 weeks",
          "30% of delivery orders moved to the group's own app",
        ],
      },
      {
        title: "Service engineer app for a Mumbai lift maintenance firm",
        description:
          "A Mumbai lift maintenance company scheduled 300 engineers by phone and tracked their work on paper job cards.",
        results: [
          "Digital job cards with photos and customer signatures",
          "Jobs completed per engineer per day up 18%",
        ],
      },
    ],
  },
  {
    id: "ai-&-machine-learning",
    categoryId: "service-areas",
    category: "Service Areas",
    name: "AI & Machine Learning",
    description:
      "Practical AI such as document extraction, demand forecasting, recommendations and LLM assistants, built on your data and measured in production.",
    icon: "brain",
    art: { scene: "network", hue: 22 },
    fullDescription: [
      "AI is most useful when it solves a specific, measurable problem. We help companies find those problems, such as reading invoices, forecasting demand, routing support tickets or answering questions from internal documents, and build solutions that fit into the systems people already use.",
      "Our team works with classical machine learning as well as large language models. For LLM features we use retrieval over your own content, guardrails and evaluation sets so answers stay accurate, and we are careful about where data is sent and stored. Every model goes into production with monitoring, so you know how it performs over time.",
    ],
    features: [
      "AI opportunity assessment and proof of concept",
      "Document extraction and classification",
      "Demand forecasting and predictive analytics",
      "Recommendation and personalisation engines",
      "LLM assistants with retrieval over your data",
      "Model monitoring and retraining pipelines",
    ],
    benefits: [
      "Less time spent on repetitive manual work",
      "Decisions based on data rather than guesswork",
      "Proofs of concept before large investments",
      "Careful, private handling of sensitive data",
    ],
    techStack: [
      "Python",
      "PyTorch",
      "scikit-learn",
      "OpenAI API",
      "LangChain",
      "FastAPI",
      "pgvector",
      "Amazon SageMaker",
    ],
    caseStudies: [
      {
        title: "Invoice extraction for a Chennai accounting services firm",
        description:
          "An accounting services firm in Chennai keyed thousands of supplier invoices into its clients' books by hand every month.",
        results: [
          "78% of invoices processed without manual entry",
          "Time per invoice down from 4 minutes to under 1",
        ],
      },
      {
        title: "Demand forecasting for a Gujarat dairy co-operative",
        description:
          "A dairy co-operative in Gujarat over-produced short-life products on some days and ran short on others.",
        results: ["Forecast error reduced by 24%", "Wastage of short-life products down 15%"],
      },
    ],
  },
  {
    id: "cloud-solutions",
    categoryId: "service-areas",
    category: "Service Areas",
    name: "Cloud Solutions",
    description:
      "Cloud migration, architecture and DevOps on AWS, Google Cloud and Azure, so your applications stay fast, secure and affordable as usage grows.",
    icon: "cloud",
    art: { scene: "cloud", hue: -24 },
    fullDescription: [
      "Moving to the cloud should make systems more reliable and costs more predictable, not the opposite. We plan and carry out migrations from on-premise servers and shared hosting, design new architectures for scale, and tidy up cloud accounts that have grown expensive and hard to manage.",
      "Our DevOps engineers set up infrastructure as code, CI/CD pipelines, monitoring and backups, and can run your environment day to day under a managed services agreement with agreed response times.",
    ],
    features: [
      "Cloud readiness assessment and migration planning",
      "Architecture on AWS, Google Cloud and Azure",
      "Infrastructure as code with Terraform",
      "CI/CD pipelines and container orchestration",
      "Monitoring, alerting and backup strategy",
      "Cost reviews and optimisation",
    ],
    benefits: [
      "Higher uptime and faster recovery",
      "Lower, more predictable hosting bills",
      "Repeatable, reviewed infrastructure changes",
      "Releases in minutes rather than hours",
    ],
    techStack: [
      "AWS",
      "Google Cloud",
      "Azure",
      "Terraform",
      "Docker",
      "Kubernetes",
      "GitHub Actions",
      "Grafana",
    ],
    caseStudies: [
      {
        title: "AWS migration for a Noida e-learning company",
        description:
          "A Noida e-learning company ran its platform on two ageing dedicated servers that struggled every exam season.",
        results: [
          "No downtime during peak exam weeks",
          "Hosting costs down 28%",
          "Deployments cut from 2 hours to 10 minutes",
        ],
      },
      {
        title: "Cost review for a Singapore SaaS start-up",
        description:
          "A Singapore-based SaaS start-up saw its Google Cloud bill double in a year without a matching rise in users.",
        results: ["Monthly cloud spend cut by 37%", "Budgets and alerts set for every project"],
      },
    ],
  },
  {
    id: "enterprise-software",
    categoryId: "service-areas",
    category: "Service Areas",
    name: "Enterprise Software",
    description:
      "Large-scale business software such as ERP, HRMS and supply chain platforms, engineered for security, integrations and many years of dependable use.",
    icon: "workflow",
    art: { scene: "workflow", hue: 14 },
    fullDescription: [
      "Enterprise software has to serve hundreds of users, connect to many other systems and stay maintainable for a decade. We build and modernise platforms for manufacturing, logistics, healthcare, education and financial services, with the architecture, testing and documentation that scale demands.",
      "Much of our enterprise work is modernisation: breaking up ageing monoliths, moving desktop applications to the browser, and replacing fragile nightly file transfers with APIs and event streams. We plan these changes in stages, so the business keeps running while the system improves underneath.",
      `Across ${figures.projects} projects since ${figures.founded}, we have learned that the hard part is rarely the code. It is agreeing the process, managing the change and training people, and we plan for all three.`,
    ],
    features: [
      "ERP, HRMS and supply chain platforms",
      "Legacy system modernisation",
      "Single sign-on and role-based security",
      "Integration with SAP, Oracle and Salesforce",
      "Reporting, BI and audit logging",
      "Support and maintenance with agreed service levels",
    ],
    benefits: [
      "Systems built to last for years",
      "Secure, auditable access to sensitive data",
      "Gradual modernisation without disruption",
      "Lower total cost of ownership",
    ],
    techStack: [
      "Java Spring Boot",
      ".NET",
      "Angular",
      "React",
      "PostgreSQL",
      "Apache Kafka",
      "Kubernetes",
      "Azure",
    ],
    caseStudies: [
      {
        title: "HRMS for a Coimbatore textile manufacturer",
        description:
          "A textile manufacturer in Coimbatore managed attendance, shifts and payroll for 3,200 workers in separate desktop tools.",
        results: [
          "Monthly payroll run reduced from 4 days to 1",
          "Biometric attendance integrated across 3 plants",
        ],
      },
      {
        title: "Loan system modernisation for a Mumbai NBFC",
        description:
          "A Mumbai non-banking finance company relied on a 12-year-old desktop loan system that few developers could still maintain.",
        results: [
          "Moved to a browser-based platform in four stages",
          "Loan approval time down from 3 days to 6 hours",
          "No unplanned downtime during the migration",
        ],
      },
    ],
  },
  {
    id: "cybersecurity",
    categoryId: "service-areas",
    category: "Service Areas",
    name: "Cybersecurity",
    description:
      "Security audits, penetration testing and secure development practices that protect your applications, cloud accounts and customer data.",
    icon: "shield",
    art: { scene: "shield", hue: -4 },
    fullDescription: [
      "Most breaches start with an ordinary weakness: an exposed admin panel, a leaked key, an unpatched library or a missing permission check. We find and fix these issues in web apps, mobile apps, APIs and cloud accounts before someone else finds them.",
      "Our security engineers test against the OWASP Top 10 and the OWASP mobile standard, review code and cloud configuration, and give you a prioritised report with clear fixes rather than a dump of scanner output. Because we are also developers, we can make the fixes for you and retest.",
      "For ongoing protection we add dependency scanning, secret detection and security checks to your CI pipeline, and help you prepare for ISO 27001 audits and India's Digital Personal Data Protection Act.",
    ],
    features: [
      "Web, mobile and API penetration testing",
      "Secure code review",
      "Cloud security configuration review",
      "Vulnerability remediation and retesting",
      "Security checks in CI/CD pipelines",
      "Compliance support for ISO 27001 and the DPDP Act",
    ],
    benefits: [
      "Fewer vulnerabilities reaching production",
      "Clear, prioritised remediation plans",
      "Stronger trust from customers and partners",
      "Readiness for audits and due diligence",
    ],
    techStack: [
      "OWASP ZAP",
      "Burp Suite",
      "Snyk",
      "SonarQube",
      "Trivy",
      "AWS Security Hub",
      "GitHub Advanced Security",
    ],
    caseStudies: [
      {
        title: "Penetration test for a Bengaluru payments start-up",
        description:
          "A Bengaluru payments start-up needed an independent application security test before its partner bank would go live.",
        results: [
          "14 issues found, 2 of them high severity",
          "All high and medium issues fixed and retested in 3 weeks",
          "Partner bank's security review passed",
        ],
      },
      {
        title: "Cloud hardening for a Kolkata diagnostics provider",
        description:
          "A Kolkata diagnostics provider stored patient reports in cloud storage with overly broad access settings.",
        results: [
          "Public access to patient data closed within 48 hours",
          "Encryption and access logging enabled on all storage",
        ],
      },
    ],
  },
];

export function getService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

export function serviceHref(id: string): string {
  return `/services/${id}`;
}

/** Other services for a service page: its own category first, then the rest, in list order. */
export function relatedServices(service: Service, max = 3): Service[] {
  const others = services.filter((candidate) => candidate.id !== service.id);
  const sameCategory = others.filter((candidate) => candidate.categoryId === service.categoryId);
  const rest = others.filter((candidate) => candidate.categoryId !== service.categoryId);
  return [...sameCategory, ...rest].slice(0, max);
}
