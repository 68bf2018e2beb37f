import { articleProblems } from "./articles";
import { collections, isFolder } from "./collections";
import { entryFiles, idOfFile, parseEntry, readContent, type ContentSource } from "./entries";
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
      const entry = parseEntry(file, source.read(file)) as { id?: unknown };
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

/** Ids one file names that another file must hold: the menus' lines under each link. */
const references = [
  { from: "navigation", list: ["servicesMenu", "lines"], to: "services", of: ["services"] },
  { from: "navigation", list: ["hireMenu", "lines"], to: "hire", of: ["roles"] },
  { from: "navigation", list: ["productsMenu", "lines"], to: "products", of: ["products"] },
  { from: "home", list: ["hero", "showcase"], to: "portfolio", of: ["projects"] },
  { from: "portfolio", list: ["heroResults"], to: "portfolio", of: ["projects"] },
] as const;

const at = (value: unknown, path: readonly string[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], value) as Entries;

export function referenceProblems(data: ReadonlyMap<string, unknown>): string[] {
  const missing = references.flatMap(({ from, list, to, of }) => {
    const known = new Set(at(data.get(to), of).map((entry) => entry.id));
    return at(data.get(from), list)
      .filter((entry) => !known.has(entry.id))
      .map(
        (entry) =>
          `content/data/${from}.json: ${list.join(" → ")} → ${entry.id} is the id of no entry in content/data/${to}.json (renamed or removed there?)`,
      );
  });
  const team = data.get("team") as { leaders: Entries; leads: Entries };
  const problems = [
    ...missing,
    ...articleProblems(
      data.get("articles") as Parameters<typeof articleProblems>[0],
      [...team.leaders, ...team.leads].map((person) => person.id),
    ),
  ];
  return problems.length > 0 ? problems : showcaseProblems(data);
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
