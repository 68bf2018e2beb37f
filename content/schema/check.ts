import { collections, isFolder, placeOf } from "./collections";
import { entryFiles, idOfFile, readContent, type ContentSource } from "./entries";
import { portfolioScreenDevice, type PortfolioScreen } from "./portfolio";
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
      continue;
    }
    for (const file of entryFiles(collection, source)) {
      const entry = JSON.parse(source.read(file)) as { id?: unknown };
      problems.push(...contentProblems(file, collection.schema, entry));
      if (typeof entry.id === "string" && entry.id !== idOfFile(file))
        problems.push(
          `${file}: id is "${entry.id}", but the file is named ${idOfFile(file)}; an entry's id is its file's name (rename one to match the other)`,
        );
    }
  }
  // References are read from files that are sound in themselves.
  return problems.length > 0 ? problems : referenceProblems(data);
}

type Entries = { id: string }[];

/**
 * Ids one collection names that another must hold: the menus' lines under each link, the products
 * menu's lines, each service's category, home's hero projects. `list` is the path to the naming
 * list in `from`'s data, `of` to the named entries in `to`'s (`[]`: a folder's entries
 * themselves), `key` the field holding the id (`id` unless said).
 */
const references: readonly {
  from: string;
  list: readonly string[];
  key?: string;
  to: string;
  of: readonly string[];
}[] = [
  { from: "navigation", list: ["servicesMenu", "lines"], to: "services", of: [] },
  { from: "navigation", list: ["hireMenu", "lines"], to: "hire", of: ["roles"] },
  { from: "navigation", list: ["productsMenu", "lines"], to: "products", of: [] },
  { from: "products-menu", list: ["menu"], key: "opens", to: "products", of: [] },
  { from: "services", list: [], key: "categoryId", to: "service-categories", of: ["categories"] },
  { from: "home", list: ["hero", "showcase"], to: "portfolio", of: ["projects"] },
  { from: "portfolio", list: ["heroResults"], to: "portfolio", of: ["projects"] },
];

const at = (value: unknown, path: readonly string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], value) as Entries;

const collectionNamed = (name: string) =>
  collections.find((collection) => collection.name === name)!;

/** Where a naming entry is: "content/data/navigation.json: servicesMenu → lines", "content/services/ios.json: categoryId". */
function placeOfName(from: string, list: readonly string[], entry: { id: string }, key: string) {
  const collection = collectionNamed(from);
  if (isFolder(collection))
    return `${collection.folder}/${entry.id}.${collection.extension}: ${key}`;
  return `${collection.file}: ${[...list, ...(key === "id" ? [] : [key])].join(" → ")}`;
}

export function referenceProblems(data: ReadonlyMap<string, unknown>): string[] {
  const missing = references.flatMap(({ from, list, key = "id", to, of }) => {
    const known = new Set(at(data.get(to), of).map((entry) => entry.id));
    const target = collectionNamed(to);
    return (at(data.get(from), list) as unknown as Record<string, string>[])
      .filter((entry) => !known.has(entry[key]!))
      .map(
        (entry) =>
          `${placeOfName(from, list, entry as unknown as { id: string }, key)} → ${entry[key]} is the id of no entry in ${placeOf(target)} (renamed or removed there?)`,
      );
  });
  return missing.length > 0 ? missing : [...pageProblems(data), ...showcaseProblems(data)];
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
  const projects = at(data.get("portfolio"), ["projects"]) as unknown as {
    id: string;
    art: { screen: PortfolioScreen };
  }[];
  const chosen = at(data.get("home"), ["hero", "showcase"]).map((entry) =>
    projects.find((project) => project.id === entry.id)!,
  );
  return chosen.some((project) => portfolioScreenDevice[project.art.screen] !== "phones")
    ? []
    : [
        `content/data/home.json: hero → showcase names only projects shown on phones (${chosen.map((project) => project.id).join(", ")}); name at least one shown in a browser or on a monitor, which the picture draws large`,
      ];
}
