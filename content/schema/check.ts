import { articleProblems } from "./articles";
import { collections, isFolder, placeOf, type FolderCollection } from "./collections";
import { entryFiles, idOfFile, parseEntry, readContent, type ContentSource } from "./entries";
import { factsInFormTexts } from "./form-messages";
import { portfolioCategoryIds, portfolioScreenDevice, type PortfolioScreen } from "./portfolio";
import { contentProblems } from "./validate";

/**
 * Every content file and entry checked against its schema, then the references between them: the
 * problems, in words an editor can act on.
 */
export function checkContent(source: ContentSource): string[] {
  const { data, problems } = readContent(collections, source);
  if (problems.length > 0) return problems;
  for (const collection of collections) {
    if (!isFolder(collection)) {
      problems.push(
        ...contentProblems(collection.file, collection.schema, data.get(collection.name)),
      );
      if (collection.name === "form-messages")
        problems.push(...factsInFormTexts(collection.file, data.get(collection.name)));
      continue;
    }
    for (const file of entryFiles(collection, source)) {
      const entry = parseEntry(file, source.read(file)) as { id?: unknown };
      problems.push(...contentProblems(file, collection.schema, entry));
      if (typeof entry.id === "string" && entry.id !== idOfFile(file))
        problems.push(
          `${file}: id is "${entry.id}", but the file is named ${idOfFile(file)}; an entry's id is its file's name (rename one to match the other)`,
        );
    }
  }
  // References are read from files that are sound in themselves.
  if (problems.length > 0) return problems;
  const references = referenceProblems(data);
  return references.length > 0 ? references : redirectProblems(data);
}

/** The address of an entry of a collection that gives each entry a page of its own. */
export const entryAddress = (collection: FolderCollection, id: string) =>
  collection.preview.includes("{{slug}}") ? collection.preview.replace("{{slug}}", id) : undefined;

const REDIRECTS = "content/data/redirects.json";

export interface Redirect {
  from: string;
  to: string;
}

const redirectsOf = (data: ReadonlyMap<string, unknown>): Redirect[] =>
  (data.get("redirects") as { redirects?: Redirect[] } | undefined)?.redirects ?? [];

/** Every entry's page: its address, and the file it comes from. */
function entryPages(data: ReadonlyMap<string, unknown>): Map<string, string> {
  const pages = new Map<string, string>();
  for (const collection of collections) {
    if (!isFolder(collection)) continue;
    for (const entry of data.get(collection.name) as { id: string }[]) {
      const address = entryAddress(collection, entry.id);
      if (address) pages.set(address, `${collection.folder}/${entry.id}.${collection.extension}`);
    }
  }
  return pages;
}

/** The team's own redirects must neither hide a page that exists, nor lead to another redirect. */
function redirectProblems(data: ReadonlyMap<string, unknown>): string[] {
  const redirects = redirectsOf(data);
  const from = new Map(redirects.map((redirect) => [redirect.from, redirect.to]));
  const pages = entryPages(data);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { from: old, to } of redirects) {
    if (seen.has(old))
      problems.push(`${REDIRECTS}: redirects → ${old} is redirected twice; keep one`);
    seen.add(old);
    if (pages.has(old))
      problems.push(
        `${REDIRECTS}: redirects → ${old} is the address of ${pages.get(old)}, whose page the redirect would hide; remove the redirect`,
      );
    if (from.has(to))
      problems.push(
        `${REDIRECTS}: redirects → ${old} leads to ${to}, which is itself redirected to ${from.get(to)}; lead it there directly`,
      );
  }
  return problems;
}

/**
 * An entry's page, once published, keeps answering. For each entry file the history removed
 * (`removed`: renamed, or deleted in the editor; scripts/content/prepare.ts reads them from git)
 * whose address no entry holds now and no redirect of the team's sends on, the redirect the build
 * adds: to the entry the file was renamed to (`renamed`: old file → new file) when that one has a
 * page, else to the list its page was in (/products/food-delivery → /products).
 */
export function redirectsForGoneEntries(
  data: ReadonlyMap<string, unknown>,
  removed: readonly string[],
  renamed: ReadonlyMap<string, string> = new Map(),
): Redirect[] {
  const pages = entryPages(data);
  const kept = new Set(redirectsOf(data).map((redirect) => redirect.from));
  const added = new Map<string, string>();
  for (const collection of collections) {
    if (!isFolder(collection)) continue;
    const addressOf = (file: string | undefined) =>
      file?.startsWith(`${collection.folder}/`)
        ? entryAddress(collection, idOfFile(file))
        : undefined;
    for (const file of removed) {
      const address = addressOf(file);
      if (!address || pages.has(address) || kept.has(address)) continue;
      const next = addressOf(renamed.get(file));
      const list = address.slice(0, address.lastIndexOf("/")) || "/";
      added.set(address, next && pages.has(next) ? next : list);
    }
  }
  return [...added].map(([from, to]) => ({ from, to }));
}

/** An entry a list names: an object with an id (or with the id in another field), or the id itself. */
type Named = Record<string, string> | string;

/**
 * Ids one collection names that another must hold: the menus' lines under each link, the products
 * menu's lines, each service's category, the lead who answers a service category's questions,
 * the projects home's hero and /portfolio's hero show, each project's technologies, the project a
 * testimonial is about, the client's project a product was shipped as, the project and the
 * founder the quote page's drawn proposal shows, the founder a form's thank-you panel names. `list` is the path to the list (or the one id)
 * in the data (a folder's data is its array of entries, so `[]` is that array, and `each` then
 * the path, in every entry, to the list or the one id it names); `key`, the field of a named
 * object holding the id (`id` unless said); `of`, the path to the list of entries in the
 * collection named (`[]`: a folder's entries themselves).
 */
const references: readonly {
  from: string;
  list: readonly string[];
  each?: readonly string[];
  key?: string;
  to: string;
  of: readonly string[];
}[] = [
  { from: "navigation", list: ["servicesMenu", "lines"], to: "services", of: [] },
  { from: "navigation", list: ["hireMenu", "lines"], to: "hire", of: ["roles"] },
  { from: "navigation", list: ["productsMenu", "lines"], to: "products", of: [] },
  { from: "products-menu", list: ["menu"], key: "opens", to: "products", of: [] },
  {
    from: "services",
    list: [],
    each: ["categoryId"],
    to: "service-categories",
    of: ["categories"],
  },
  { from: "home", list: ["hero", "showcase"], to: "projects", of: [] },
  { from: "portfolio", list: ["heroResults"], to: "projects", of: [] },
  { from: "projects", list: [], each: ["technologies"], to: "technologies", of: [] },
  { from: "testimonials", list: [], each: ["project"], to: "projects", of: [] },
  { from: "products", list: [], each: ["project"], to: "projects", of: [] },
  { from: "page-art", list: ["quote", "project"], to: "projects", of: [] },
  { from: "page-art", list: ["quote", "reviewer"], to: "team", of: ["leaders"] },
  ...(["contact", "quote", "application"] as const).map((form) => ({
    from: "form-messages",
    list: ["formText", form, "success", "person"],
    to: "team",
    of: ["leaders"],
  })),
  { from: "sections", list: ["notFound", "note", "person"], to: "team", of: ["leads"] },
  { from: "hire", list: ["roles"], key: "lead", to: "team", of: ["leads"] },
  { from: "service-categories", list: ["categories"], key: "lead", to: "team", of: ["leads"] },
  { from: "jobs", list: [], each: ["lead"], to: "team", of: ["leads"] },
];

const at = (value: unknown, path: readonly string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], value);

const idOf = (entry: Named, key = "id") => (typeof entry === "string" ? entry : entry[key]!);

const byName = new Map(collections.map((collection) => [collection.name, collection]));

/** Where a reference is, for messages: a file and its list, or an entry's file and its field. */
function placesOf(from: string, list: readonly string[], each?: readonly string[], key = "id") {
  const collection = byName.get(from)!;
  if (!isFolder(collection))
    return () => `${collection.file}: ${[...list, ...(key === "id" ? [] : [key])].join(" → ")}`;
  return (entry: { id: string }) =>
    `${collection.folder}/${entry.id}.${collection.extension}: ${(each ?? []).join(" → ")}`;
}

export function referenceProblems(data: ReadonlyMap<string, unknown>): string[] {
  const missing = references.flatMap(({ from, list, each, key, to, of }) => {
    const known = new Set((at(data.get(to), of) as Named[]).map((entry) => idOf(entry)));
    const target = placeOf(byName.get(to)!);
    const place = placesOf(from, list, each, key);
    const holders = (each ? (at(data.get(from), list) as { id: string }[]) : [undefined]).map(
      (holder) => ({
        holder,
        named: [holder ? at(holder, each!) : at(data.get(from), list)]
          .flat()
          .filter((entry) => entry !== undefined) as Named[],
      }),
    );
    return holders.flatMap(({ holder, named }) =>
      named
        .filter((entry) => !known.has(idOf(entry, key)))
        .map(
          (entry) =>
            `${place(holder!)} → ${idOf(entry, key)} is the id of no entry in ${target} (renamed or removed there?)`,
        ),
    );
  });
  const team = data.get("team") as { leaders: { id: string }[]; leads: { id: string }[] };
  const problems = [
    ...missing,
    ...articleProblems(
      data.get("articles") as Parameters<typeof articleProblems>[0],
      [...team.leaders, ...team.leads].map((person) => person.id),
    ),
  ];
  return problems.length > 0
    ? problems
    : [...pageProblems(data), ...showcaseProblems(data), ...categoryProblems(data)];
}

/**
 * What would leave a page with a hole, however many entries there are: a section of /services with
 * no service, a home page with no technology card, a home card no filter shows.
 */
function pageProblems(data: ReadonlyMap<string, unknown>): string[] {
  const problems: string[] = [];
  const services = at(data.get("services"), []) as unknown as { categoryId: string }[];
  const categories = at(data.get("service-categories"), ["categories"]) as unknown as {
    id: string;
    name: string;
  }[];
  for (const category of categories)
    if (!services.some((service) => service.categoryId === category.id))
      problems.push(
        `content/data/services.json: categories → ${category.id} has no services; its section on /services would be empty (give a service in content/services/ this category)`,
      );
  const technologies = at(data.get("technologies"), []) as unknown as {
    id: string;
    group: string;
    featured?: number;
    categories: string[];
  }[];
  const groups = at(data.get("technology-groups"), ["groups"]) as unknown as string[];
  for (const group of groups)
    if (!technologies.some((technology) => technology.group === group))
      problems.push(
        `content/data/technologies.json: groups → ${group} has no technologies; its column of the menu and its section of /technologies would be empty (give a technology in content/technologies/ this group)`,
      );
  const onHome = technologies.filter((technology) => technology.featured !== undefined);
  if (onHome.length === 0)
    problems.push(
      "content/technologies/: no technology has a place on the home page; give at least one a place, as the home page's technology section would be empty",
    );
  for (const technology of onHome)
    if (technology.categories.length === 0)
      problems.push(
        `content/technologies/${technology.id}.json: categories is empty; a technology on the home page needs at least one filter category, or no filter button shows it`,
      );
  return problems;
}

/** The hero picture draws its first wide screen large: a selection of phones alone has none. */
function showcaseProblems(data: ReadonlyMap<string, unknown>): string[] {
  const projects = data.get("projects") as { id: string; art: { screen: PortfolioScreen } }[];
  const chosen = (at(data.get("home"), ["hero", "showcase"]) as { id: string }[]).map((entry) =>
    projects.find((project) => project.id === entry.id)!,
  );
  return chosen.some((project) => portfolioScreenDevice[project.art.screen] !== "phones")
    ? []
    : [
        `content/data/home.json: hero → showcase names only projects shown on phones (${chosen.map((project) => project.id).join(", ")}); name at least one shown in a browser or on a phone held sideways, which the picture draws large`,
      ];
}

/** Each button of the portfolio's filter needs a project to show. */
function categoryProblems(data: ReadonlyMap<string, unknown>): string[] {
  const projects = data.get("projects") as { category: string }[];
  return portfolioCategoryIds
    .filter((category) => !projects.some((project) => project.category === category))
    .map(
      (category) =>
        `content/projects/ has no project in the category "${category}"; its filter button on home would show nothing`,
    );
}
