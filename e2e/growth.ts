import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The collections the team grows, for e2e/growth.spec.ts: for each folder of entries, a real new
 * entry and an entry to remove, and where an entry shows on the built site. A collection joins the
 * test with one row here: the spec adds and removes its entries in one scratch copy, builds once,
 * and checks every row's places.
 */

/** A scratch copy of the repository's files, edited as the editor would edit them. */
export interface Tree {
  read<T = Record<string, unknown>>(file: string): T;
  /** Written as the editor writes JSON: two spaces, no trailing newline. */
  write(file: string, value: unknown): void;
  remove(file: string): void;
}

export function treeAt(root: string): Tree {
  return {
    read: (file) => JSON.parse(readFileSync(join(root, file), "utf8")),
    write: (file, value) => writeFileSync(join(root, file), JSON.stringify(value, null, 2)),
    remove: (file) => rmSync(join(root, file)),
  };
}

/** An entry as its file holds it. */
export type Entry = { id: string } & Record<string, unknown>;

export interface Growth {
  /** The folder collection: content/{folder}/{id}.json. */
  folder: string;
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
  /** The entry's own page, /{kind}/{id}, and the page listing its card. */
  page: (id: string) => string;
  list: string;
  /** The address its header menu link has, when the menus list it. */
  menu?: (id: string) => string;
  /** Other pages that show it, given the entry (home's technology cards), with the link each has. */
  elsewhere?: (entry: Entry) => { page: string; href: string }[];
  /** Its sharing card, /og/{name}.png. */
  shareCard: (id: string) => string;
}

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

/** Where the entry shows on the built site, each place true or false. */
export function placesOf(out: string, growth: Growth, entry: Entry) {
  const html = (address: string) => readFileSync(htmlFile(out, address), "utf8");
  const page = growth.page(entry.id);
  const search = JSON.parse(readFileSync(join(out, "search-index.json"), "utf8")) as {
    href: string;
  }[];
  const places: Record<string, boolean> = {
    page: existsSync(htmlFile(out, page)),
    card: links(html(growth.list), page),
    // A page that lists none of these but has the header.
    ...(growth.menu ? { menu: links(html("/contact"), growth.menu(entry.id)) } : {}),
    shareCard: existsSync(join(out, growth.shareCard(entry.id))),
    sitemap: readFileSync(join(out, "sitemap.xml"), "utf8").includes(`${page}</loc>`),
    search: search.some((item) => item.href === page),
  };
  for (const { page: other, href } of growth.elsewhere?.(entry) ?? [])
    places[`on ${other}`] = links(html(other), href);
  return places;
}
