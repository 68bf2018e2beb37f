import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { tagSlug } from "../content/schema/articles";
import { formatEntry, parseEntry } from "../content/schema/entries";
import { loadSearchIndex, searchSite } from "../lib/search";

/**
 * The collections the team grows, for e2e/growth.spec.ts: for each folder of entries, a real new
 * entry and an entry to remove, and where an entry shows on the built site. A collection joins the
 * test with one row here: the spec adds and removes its entries in one scratch copy, builds once,
 * and checks every row's places.
 */

/** A scratch copy of the repository's files, edited as the editor would edit them. */
export interface Tree {
  /** A JSON file's value, or a Markdown entry's fields with its text as `body`. */
  read<T = Record<string, unknown>>(file: string): T;
  /**
   * Written as the editor writes it: two-space JSON with a final newline, or front matter then the
   * Markdown text (content/schema/entries.ts, `formatEntry`).
   */
  write(file: string, value: unknown): void;
  remove(file: string): void;
}

export function treeAt(root: string): Tree {
  return {
    read: <T>(file: string) => parseEntry(file, readFileSync(join(root, file), "utf8")) as T,
    write: (file, value) =>
      writeFileSync(join(root, file), formatEntry(file, value as Record<string, unknown>)),
    remove: (file) => rmSync(join(root, file)),
  };
}

/** An entry as its file holds it. */
export type Entry = { id: string } & Record<string, unknown>;

/** Where else an entry shows: a page linking to an address, or a page showing a text. */
export type Place = { page: string; href: string } | { page: string; text: string };

export interface Growth {
  /** The folder collection: content/{folder}/{id}.{extension}. */
  folder: string;
  /** "md" for entries written as Markdown with front matter (articles); JSON otherwise. */
  extension?: "json" | "md";
  /** A new entry, real content written for the company, in the schema's field order. */
  added: Entry;
  /** The id of an existing entry to remove. */
  removed: string;
  /**
   * What else the change takes in the content, as an editor would do it in the same sitting: a menu
   * line for the new entry, taking the removed one's lines out (the build refuses a line naming no
   * entry). Not code: every other place follows from the entry alone.
   */
  alsoEdit?: (tree: Tree) => void;
  /**
   * The entry's own page, /{kind}/{id}, when entries of its kind have one: then the entry also
   * has its sitemap and search entries, and its card on `list` links there.
   */
  page?: (id: string) => string;
  /** The page listing its card. */
  list: string;
  /** For entries without a page of their own: the text that shows the entry on `list`. */
  shows?: (entry: Entry) => string;
  /** The address its header menu link has, when the menus list it. */
  menu?: (id: string) => string;
  /** Other pages that show it, given the entry (home's technology cards, an article's topics). */
  elsewhere?: (entry: Entry) => Place[];
  /** Files beside the pages that list it by its page's address (the articles' feeds). */
  feeds?: string[];
  /** Its sharing card, /og/{name}.png, when it has a page. */
  shareCard?: (id: string) => string;
  /**
   * The pictures the build draws from its fields, in the export. Checked for the new entry only:
   * a removed entry's committed pictures stay in public/ until someone deletes them.
   */
  drawn?: (id: string) => string[];
}

/** A day counted from today, as content writes dates (2026-11-26): open roles stay open. */
const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const without = <T extends object>(list: T[], keep: (item: T) => boolean) => list.filter(keep);

export const growths: Growth[] = [
  {
    folder: "products",
    added: {
      id: "parking",
      order: 65,
      title: "Parking Booking App",
      description:
        "A parking platform for booking slots at malls, offices and event venues by the hour or the month. Drivers pay by UPI before they arrive, and operators see each level fill up live.",
      icon: "map-pin",
      industry: "Mobility",
      modules: ["Customer app", "Attendant app", "Operator dashboard"],
      platforms: ["Android", "iOS", "Web"],
      features: [
        "Slot booking by the hour, day or month",
        "UPI and card payments before arrival",
        "QR entry and exit at the barrier",
        "Live occupancy by level and zone",
        "Monthly passes for residents and staff",
        "GST invoices for business accounts",
      ],
    },
    removed: "beauty",
    alsoEdit: (tree) => {
      const menu = tree.read<{ menu: { label: string; opens: string }[] }>(
        "content/data/products.json",
      );
      menu.menu = [
        ...without(menu.menu, (line) => line.opens !== "beauty"),
        { label: "Parking", opens: "parking" },
      ];
      tree.write("content/data/products.json", menu);
      const navigation = tree.read<{ productsMenu: { lines: { id: string }[] } }>(
        "content/data/navigation.json",
      );
      navigation.productsMenu.lines = without(
        navigation.productsMenu.lines,
        (line) => line.id !== "beauty",
      );
      tree.write("content/data/navigation.json", navigation);
    },
    page: (id) => `/products/${id}`,
    list: "/products",
    menu: (id) => `/products/${id}`,
    shareCard: (id) => `/og/products-${id}.png`,
  },
  {
    folder: "services",
    added: {
      id: "wordpress",
      order: 85,
      categoryId: "web-development",
      name: "WordPress Development",
      description:
        "WordPress sites and WooCommerce stores on custom themes and plugins: fast to load, and easy for your own team to update without a developer.",
      icon: "layout",
      art: { scene: "browser", hue: 15 },
      fullDescription:
        "We build WordPress sites the way we build custom software: a theme made for your brand and your content, not a marketplace template with forty plugins bolted on. Editors get blocks that match the design, so a new page or campaign never waits for a developer.\n\nFor shops we extend WooCommerce with UPI and card gateways, GST invoices and courier integrations, and after launch we keep every site patched, backed up and watched.",
      features: [
        "Custom block themes built from your designs",
        "WooCommerce stores with UPI payments and GST invoices",
        "Custom plugins and integrations with your CRM or ERP",
        "Migration from Wix, Squarespace or an old theme",
        "Speed, security hardening and Core Web Vitals fixes",
        "Managed updates, backups and uptime monitoring",
      ],
      benefits: [
        "Your team publishes pages without a developer",
        "Fast pages that rank and convert",
        "Standard WordPress you own, with no lock-in",
        "One team for design, build and upkeep",
      ],
      techStack: ["WordPress", "PHP", "MySQL", "React", "Tailwind CSS"],
      caseStudies: [
        {
          title: "Admissions site for a Rajkot coaching institute",
          description:
            "A coaching institute needed course pages, batch timings and admission enquiries that its office staff could update themselves.",
          results: [
            "Enquiries more than doubled in one admission season",
            "Pages published by office staff, not developers",
          ],
        },
        {
          title: "WooCommerce store for a Kutch handloom cooperative",
          description:
            "A weavers' cooperative took orders over Instagram messages and lost track of payments and parcels.",
          results: [
            "Orders, UPI payments and shipping labels in one place",
            "Order handling down from fifteen minutes to three",
          ],
        },
      ],
    },
    removed: "pwa",
    alsoEdit: (tree) => {
      const navigation = tree.read<{ servicesMenu: { lines: { id: string }[] } }>(
        "content/data/navigation.json",
      );
      navigation.servicesMenu.lines = without(
        navigation.servicesMenu.lines,
        (line) => line.id !== "pwa",
      );
      tree.write("content/data/navigation.json", navigation);
    },
    page: (id) => `/services/${id}`,
    list: "/services",
    menu: (id) => `/services/${id}`,
    shareCard: (id) => `/og/services-${id}.png`,
  },
  {
    folder: "technologies",
    added: {
      id: "svelte",
      order: 35,
      name: "Svelte",
      group: "Frontend",
      categories: ["frontend", "web"],
      // An eleventh card on home: a selection grows by a field, not by a count.
      featured: 11,
      description:
        "A compiler-first JavaScript framework that sends very little code to the browser. We use it with SvelteKit for fast content sites and light dashboards.",
      useCases: ["Fast marketing and content sites", "Light dashboards", "Embeddable widgets"],
      color: "#FF3E00",
      logo: { simpleIcon: "siSvelte" },
    },
    // One of home's cards: it leaves home too.
    removed: "vue",
    page: (id) => `/technologies/${id}`,
    list: "/technologies",
    menu: (id) => `/technologies#${id}`,
    elsewhere: (entry) =>
      entry.featured === undefined ? [] : [{ page: "/", href: `/technologies/${entry.id}` }],
    shareCard: (id) => `/og/technologies-${id}.png`,
  },
  {
    folder: "projects",
    added: {
      id: "sahyadri-milk-routes",
      order: 35,
      title: "Sahyadri Dairy Milk Collection Routes",
      category: "mobile",
      published: "2026-11-12",
      imageAlt:
        "Illustration of two phones running the collection app: a map with the morning's route on one screen and a checklist for the stop on the other.",
      art: {
        screen: "fleet",
        hue: 20,
        accent: "#0f766e",
        brand: "Sahyadri Routes",
        headline: "Kagal village centre",
        subline: "Closes 7:30 · 46 cans expected",
        items: [
          { name: "Weigh every can" },
          { name: "Record the fat reading" },
          { name: "Send the farmer's receipt" },
        ],
      },
      description:
        "A route and collection app for a Kolhapur milk cooperative's tankers, covering 140 village centres on twelve morning routes. Every can is weighed and tested at pickup, even offline.",
      clientName: "Sahyadri Dairy Cooperative",
      clientAbout:
        "Sahyadri Dairy is a farmers' cooperative in Kolhapur district, Maharashtra, that collects about 1.8 lakh litres of milk a day from 140 village centres and sells it as packed milk, curd and ghee across southern Maharashtra and Goa.",
      challenge:
        "Tanker drivers kept their routes in their heads and the day's quantities in paper registers, typed in at the plant each evening. A late tanker left milk waiting in the heat at a village centre, and a dispute over a can's fat reading took days to settle, as the paper slip was the only record a farmer had.",
      challengeSolved:
        "Routes lived in drivers' heads and readings on paper slips. We planned the routes in the app, recorded every can's weight and fat reading at pickup, and sent each farmer a receipt on the spot.",
      approach:
        "We rode the morning routes with three tanker crews before designing anything, and found that half the villages had no mobile data at collection time. The app was built offline-first, piloted on two routes for a month with the cooperative's quality team, and rolled out to the other ten routes one week at a time.",
      built: [
        {
          title: "Routes planned the night before",
          description:
            "The plant's dispatcher plans each morning's routes in a web dashboard from the litres expected at each centre, and every driver's phone gets the stops in order with each centre's closing time.",
        },
        {
          title: "Readings recorded at the can",
          description:
            "The app pairs over Bluetooth with the centre's weighing scale and fat analyser, so each can's litres and fat percentage are recorded with the time and place, and no one types a number.",
        },
        {
          title: "Offline first, synced at the plant",
          description:
            "Every pickup is stored on the phone and sent when the tanker finds a signal or reaches the plant, and a conflict is settled by the scale's own reading.",
        },
        {
          title: "A receipt for every farmer",
          description:
            "Each farmer gets the litres, the fat reading and the day's rate by SMS in Marathi within minutes of the pickup, which ended the disputes over paper slips.",
        },
      ],
      stats: [
        {
          label: "Milk waiting at centres",
          value: "-35%",
          measure:
            "Average minutes between a centre's closing and its pickup over the first three months on all twelve routes, against the three months before.",
        },
        {
          label: "Reading disputes",
          value: "-80%",
          measure:
            "Complaints about a can's quantity or fat reading to the farmer helpline in the first quarter after launch, against the same quarter a year before.",
        },
      ],
      technologies: ["flutter", "firebase", "nodejs", "postgresql", "google-cloud"],
      tools: ["Google Maps Platform", "MSG91"],
      projectDuration: "6 months",
      team: [
        { role: "Project manager", count: 1 },
        { role: "Business analyst", count: 1 },
        { role: "Flutter developer", count: 2 },
        { role: "Node.js developer", count: 1 },
        { role: "QA engineer", count: 1 },
      ],
    },
    // Named by no testimonial or hero, and not the last of its category (ai).
    removed: "krishimitra-assistant",
    page: (id) => `/portfolio/${id}`,
    list: "/portfolio",
    // Home's grid of projects.
    elsewhere: (entry) => [{ page: "/", href: `/portfolio/${entry.id}` }],
    shareCard: (id) => `/og/portfolio-${id}.png`,
    drawn: (id) => [
      `/images/portfolio/${id}.webp`,
      `/images/portfolio/${id}.avif`,
      // Its client's wordmark, for the row of clients and their quote.
      `/images/clients/${id}.svg`,
    ],
  },
  {
    folder: "testimonials",
    added: {
      id: "farhan-siddiqui",
      order: 40,
      quote:
        "Our drivers trusted the app within a week, because the {company} team rode along with them before drawing a single screen. Proof of delivery that works in a basement car park was the thing we had never managed on our own.",
      author: "Farhan Siddiqui",
      role: "Head of Operations",
      company: "Al Noor Logistics LLC",
      project: "fleetpulse-driver",
    },
    removed: "daniel-whitaker",
    // No page of its own: the quote, under its author's name, on home, About and Portfolio, and on
    // the case study of the project it names.
    list: "/",
    shows: (entry) => String(entry.author),
    elsewhere: (entry) =>
      ["/about", "/portfolio", ...(entry.project ? [`/portfolio/${entry.project}`] : [])].map(
        (page) => ({ page, text: String(entry.author) }),
      ),
  },
  {
    folder: "jobs",
    added: {
      id: "devops-engineer",
      title: "DevOps Engineer",
      summary:
        "Run the cloud platforms behind our clients' apps on AWS and Azure: infrastructure as code, release pipelines, monitoring and a fair on-call rota.",
      description:
        "Our cloud team of five looks after about forty production systems for clients in India, the Gulf and the UK: a hospital group's patient app, a delivery firm's driver platform and online stores that peak during the festival sales.\n\nYou will work with the Cloud & DevOps lead on new projects from their first environment, and on running systems after launch, moving them to infrastructure as code and making their releases uneventful.",
      responsibilities: [
        "Build and look after AWS and Azure environments with Terraform",
        "Write release pipelines in GitHub Actions with tests, previews and one-click rollbacks",
        "Set up monitoring, alerts and dashboards that tell the team what broke before a client does",
        "Take part in a weekly on-call rota, shared by six people, and write up what each incident taught",
        "Review the cost of each client's cloud every month and cut what is not used",
      ],
      requirements: [
        "3 or more years running production systems on AWS or Azure",
        "Terraform or another infrastructure-as-code tool, used on a real project",
        "Docker, and Kubernetes or a managed container service such as ECS",
        "Comfort with Linux, networking basics and a scripting language (Bash or Python)",
        "Nice to have: a cloud certification, or experience with PostgreSQL backups and replicas",
      ],
      employmentType: "FULL_TIME",
      workplace: "hybrid",
      experience: "3-5 years",
      lead: "aditya-rao",
      // Open on every day the test runs: a role leaves the site after its last day to apply.
      datePosted: daysFromNow(-3),
      validThrough: daysFromNow(60),
      salary: { min: 1_000_000, max: 1_600_000 },
    },
    removed: "senior-react-developer",
    page: (id) => `/careers/${id}`,
    list: "/careers",
    shareCard: (id) => `/og/careers-${id}.png`,
  },
  {
    folder: "articles",
    extension: "md",
    added: {
      id: "offline-first-field-apps",
      title: "Offline-first field apps: what to decide before the first screen",
      description:
        "Apps for drivers, agents and technicians in India spend much of the day without a signal. Here is what to settle before design starts, and what it adds to an estimate.",
      date: "2026-11-18",
      author: "sneha-desai",
      tags: ["Mobile apps", "App pricing"],
      body: [
        "A delivery driver in a basement car park, a milk tanker in a village at six in the morning, a field agent in a bank branch with a weak signal: the people who use field apps in India spend a good part of their day offline. An app that only works with a connection fails them exactly when they need it.",
        "## Decide what must work offline",
        "List the actions a user takes in a day and mark the ones that cannot wait for a signal: recording a delivery, taking a reading, collecting a signature. Everything else can wait. The shorter this list, the cheaper and more reliable the app.",
        "## Decide who wins a conflict",
        "When two phones change the same record offline, one change must win. Write the rule down before anyone designs a screen: the scale's reading beats a typed number, the dispatcher beats the driver, the latest time beats the earliest. A rule decided late is a rewrite.",
        "## Budget for it honestly",
        "Offline-first adds a local database, a sync layer and a great deal of testing on bad networks. On the field apps {company} has built, it added a fifth to a quarter of the mobile effort, and it paid for itself in the first month of fewer support calls.",
      ].join("\n\n"),
    },
    // Its topics Build or buy and Ready-made apps go with it; App pricing stays.
    removed: "build-or-buy-ready-made-app",
    page: (id) => `/blog/${id}`,
    list: "/blog",
    elsewhere: (entry) =>
      (entry.tags as string[]).map((tag) => ({
        page: `/blog/tags/${tagSlug(tag)}`,
        href: `/blog/${entry.id}`,
      })),
    feeds: ["blog/rss.xml", "blog/atom.xml"],
    shareCard: (id) => `/og/blog-${id}.png`,
    drawn: (id) => [`/images/articles/${id}.webp`],
  },
];

/** The export's file for an address: /products/x → out/products/x.html, / → out/index.html. */
export const htmlFile = (out: string, address: string) =>
  join(out, address === "/" ? "index.html" : `${address}.html`);

/**
 * Whether the page's HTML links to the address: in its markup, or in the data a client component
 * renders from (the header menus are such, and a page holds them as escaped JSON).
 */
export function links(html: string, href: string): boolean {
  const markup = href.replace(/&/g, "&amp;");
  return html.includes(`href="${markup}"`) || html.includes(`\\"href\\":\\"${href}\\"`);
}

/** A text as React writes it into the page's HTML. */
export const htmlText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** Whether the page's HTML has the text as the whole text of an element (a name, a heading). */
export const showsText = (html: string, text: string) => html.includes(`>${htmlText(text)}<`);

/** Where an entry of a collection shows: the parts of its row that say so. */
export type Showing = Pick<
  Growth,
  "page" | "list" | "shows" | "menu" | "shareCard" | "feeds" | "elsewhere"
>;

/** Where the entry shows on the built site, each place true or false. */
export function placesOf(out: string, growth: Showing, entry: Entry) {
  // A page that is gone shows nothing: a topic's page goes with its last article.
  const html = (address: string) => {
    const file = htmlFile(out, address);
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  };
  const file = (name: string) => readFileSync(join(out, name), "utf8");
  const page = growth.page?.(entry.id);
  const places: Record<string, boolean> = {};
  if (page) {
    places.page = existsSync(htmlFile(out, page));
    places.card = links(html(growth.list), page);
  } else places.card = showsText(html(growth.list), growth.shows!(entry));
  // A page that lists none of these but has the header.
  if (growth.menu) places.menu = links(html("/contact"), growth.menu(entry.id));
  if (growth.shareCard) places.shareCard = existsSync(join(out, growth.shareCard(entry.id)));
  if (page) {
    places.sitemap = file("sitemap.xml").includes(`${page}</loc>`);
    // Found by its title, as a visitor searches.
    const index = loadSearchIndex(file("search-index.json"));
    const title = String(entry.title ?? entry.name);
    places.search = searchSite(index, title).some((result) => result.href === page);
    // RSS names the address as a link's text, Atom as a link's href.
    for (const feed of growth.feeds ?? [])
      places[`in ${feed}`] = [`${page}<`, `${page}"`].some((end) => file(feed).includes(end));
  }
  for (const place of growth.elsewhere?.(entry) ?? [])
    places[`on ${place.page}`] =
      "href" in place
        ? links(html(place.page), place.href)
        : showsText(html(place.page), place.text);
  return places;
}
