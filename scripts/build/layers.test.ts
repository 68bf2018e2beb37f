/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// The product's layers (docs/architecture.md): app → components → content → lib. ESLint forbids an
// import from a lower layer to a higher one (eslint.config.mjs); this test holds what a lint rule
// cannot see: no circle of imports, within a layer or across them. Tests are not part of the
// graph.

const root = resolve(__dirname, "../..");
const LAYERS = ["app", "components", "content", "lib"] as const;
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The project file an import names, or undefined for a package or a data file. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith("."))
    base = relative(root, resolve(root, dirname(from), specifier));
  else return undefined;
  const candidates = [base, ...[".ts", ".tsx", ".js", "/index.ts"].map((end) => base + end)];
  return candidates.find((path) => SOURCE.test(path) && existsSync(join(root, path)));
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of LAYERS.flatMap(sourceFiles)) {
    const text = readFileSync(join(root, file), "utf8");
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? match[2]!))
      .filter((target): target is string => target !== undefined && !TEST.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of a graph: its strongly connected parts of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the layers", () => {
  const graph = importGraph();
  const layerOf = (file: string) => LAYERS.indexOf(file.split("/")[0] as (typeof LAYERS)[number]);

  it("reads the imports it judges (a page imports its components, a component the content)", () => {
    expect(graph.get("app/page.tsx")?.some((file) => file.startsWith("components/"))).toBe(true);
    expect(graph.get("content/site.ts")).toContain("lib/whatsapp.ts");
  });

  it("has no import circle", () => {
    expect(circles(graph)).toEqual([]);
    // The check finds one when there is one.
    expect(
      circles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
          ["d", ["a"]],
        ]),
      ),
    ).toEqual([["a", "b", "c"]]);
  });

  it("points every import down or sideways: app → components → content → lib", () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => layerOf(target) >= 0 && layerOf(target) < layerOf(file))
        .map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });
});
