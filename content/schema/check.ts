import { collections, isFolder, type FolderCollection } from "./collections";
import { entryFiles, idOfFile, readContent, type ContentSource } from "./entries";
import { portfolioScreenDevice, type PortfolioScreen } from "./portfolio";
import { contentProblems } from "./validate";

/**
 * Every content file and entry checked against its schema, then the references between them: the
 * problems, in words an editor can act on. `removed`: the entry files the history being built
 * deleted (scripts/content/prepare.ts reads them from git), whose published pages need a redirect.
 */
export function checkContent(source: ContentSource, removed: readonly string[] = []): string[] {
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
  if (problems.length > 0) return problems;
  const references = referenceProblems(data);
  return references.length > 0 ? references : movedEntryProblems(data, removed);
}

/** The address of an entry of a collection that gives each entry a page of its own. */
export const entryAddress = (collection: FolderCollection, id: string) =>
  collection.preview.includes("{{slug}}") ? collection.preview.replace("{{slug}}", id) : undefined;

const REDIRECTS = "content/data/redirects.json";

/**
 * An entry's page, once published, keeps answering: an entry file the history removed (renamed,
 * or deleted in the editor) whose id no entry holds now needs a redirect from its address; and a
 * redirect must neither hide a page that exists, nor lead to another redirect.
 */
export function movedEntryProblems(
  data: ReadonlyMap<string, unknown>,
  removed: readonly string[],
): string[] {
  const redirects =
    (data.get("redirects") as { redirects?: { from: string; to: string }[] } | undefined)
      ?.redirects ?? [];
  const from = new Map(redirects.map((redirect) => [redirect.from, redirect.to]));
  const pages = new Map<string, string>();
  const problems: string[] = [];
  for (const collection of collections) {
    if (!isFolder(collection)) continue;
    for (const entry of data.get(collection.name) as { id: string }[]) {
      const address = entryAddress(collection, entry.id);
      if (address) pages.set(address, `${collection.folder}/${entry.id}.${collection.extension}`);
    }
    const gone = new Set(
      removed
        .filter((file) => file.startsWith(`${collection.folder}/`))
        .map((file) => entryAddress(collection, idOfFile(file)))
        .filter((address): address is string => !!address && !pages.has(address)),
    );
    for (const address of gone)
      if (!from.has(address))
        problems.push(
          `${collection.folder}/${address.split("/").pop()}.${collection.extension} was renamed or removed, but its page ${address} was published: add a redirect from ${address} to the page that replaced it (Redirects in the editor, ${REDIRECTS})`,
        );
  }
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
  return missing.length > 0 ? missing : showcaseProblems(data);
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
