import { z } from "zod";

import { collections, isFolder } from "./collections";
import { ruleWords } from "./fields";
import { where } from "./validate";

/**
 * The pictures editors upload (a project's screenshot, a client's photo): where the content names
 * one, and what the build checks of its file, which a schema cannot see. The file must be in
 * public/, small enough for a fast page, and of the shape its frame on the page has, so that it
 * neither shifts the layout nor shows stretched.
 */

export interface PictureUse {
  /** "content/data/portfolio.json: projects → spice-trail → screenshot", "content/testimonials/priya-raman.json: photo" */
  place: string;
  src: string;
  /** Width to height, e.g. [4, 3], when the page frames it. */
  aspect?: readonly [number, number];
  maxKilobytes: number;
}

export interface PictureFacts {
  bytes: number;
  width: number;
  height: number;
}

interface Node {
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  widget?: string;
  aspect?: [number, number];
  maxKilobytes?: number;
}

function collect(
  file: string,
  root: unknown,
  node: Node,
  value: unknown,
  path: PropertyKey[],
): PictureUse[] {
  if (value === undefined || value === null) return [];
  const inner = node.anyOf?.find((option) => option.widget || option.properties || option.items);
  if (inner) return collect(file, root, { ...inner, ...node, anyOf: undefined }, value, path);
  if (node.widget === "image" && typeof value === "string")
    return [
      {
        place: `${file}: ${where(root, path)}`,
        src: value,
        aspect: node.aspect,
        maxKilobytes: node.maxKilobytes ?? 300,
      },
    ];
  if (node.items && Array.isArray(value))
    return value.flatMap((item, index) =>
      collect(file, root, node.items as Node, item, [...path, index]),
    );
  if (node.properties && typeof value === "object")
    return Object.entries(node.properties).flatMap(([key, child]) =>
      collect(file, root, child, (value as Record<string, unknown>)[key], [...path, key]),
    );
  return [];
}

/**
 * Every uploaded picture the content names, given each collection's data by its name (a file's
 * value, or a folder's entries: ../schema/entries.ts).
 */
export function pictureUses(data: ReadonlyMap<string, unknown>): PictureUse[] {
  return collections.flatMap((collection) => {
    const node = z.toJSONSchema(collection.schema, { unrepresentable: "any" }) as Node;
    const value = data.get(collection.name);
    if (!isFolder(collection)) return collect(collection.file, value, node, value, []);
    return ((value ?? []) as { id: string }[]).flatMap((entry) =>
      collect(`${collection.folder}/${entry.id}.${collection.extension}`, entry, node, entry, []),
    );
  });
}

const size = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} kB`;

/** What is wrong with each picture's file, given what `inspect` finds in public/ (undefined: no file). */
export async function pictureProblems(
  uses: readonly PictureUse[],
  inspect: (src: string) => Promise<PictureFacts | undefined>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { place, src, aspect, maxKilobytes } of uses) {
    const facts = await inspect(src);
    if (!facts) {
      problems.push(
        `${place} is ${src}, which is not in public/ (upload it through the editor's Media, or check the name)`,
      );
      continue;
    }
    if (facts.bytes > maxKilobytes * 1000)
      problems.push(`${place}: ${src} is ${size(facts.bytes)}; ${ruleWords.weight(maxKilobytes)}`);
    if (aspect) {
      const [across, down] = aspect;
      const off = Math.abs(facts.width / facts.height / (across / down) - 1);
      if (off > 0.02)
        problems.push(
          `${place}: ${src} is ${facts.width} × ${facts.height}; its frame on the page is ${across}:${down} (such as ${across * 300} × ${down * 300}), so crop it to that shape`,
        );
    }
  }
  return problems;
}
