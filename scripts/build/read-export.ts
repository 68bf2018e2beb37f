import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Reading the exported site as files, the way a crawler or a social network receives it. */

/** The site's pages in an export, the content editor's page left out. */
export function htmlPages(dir: string): { path: string; html: string }[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = join(folder, name);
      // The content editor (out/admin/) is Decap's page, not one of the site's: e2e/cms.spec.ts.
      if (statSync(file).isDirectory()) return ["_next", "admin"].includes(name) ? [] : walk(file);
      return name.endsWith(".html") ? [file] : [];
    });
  return walk(dir).map((file) => {
    const path = `/${relative(dir, file)
      .replace(/\.html$/, "")
      .replace(/(^|\/)index$/, "")}`;
    return { path, html: readFileSync(file, "utf8") };
  });
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The contents of every <meta> with that name or property, or hrefs of <link>s with that rel. */
export function metaAll(html: string, key: string): string[] {
  return (html.match(/<(meta|link)\s[^>]*>/g) ?? []).flatMap((tag) => {
    const attribute = (name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    if (attribute("name") === key || attribute("property") === key) {
      return [decode(attribute("content") ?? "")];
    }
    if (tag.startsWith("<link") && attribute("rel") === key)
      return [decode(attribute("href") ?? "")];
    return [];
  });
}

export const meta = (html: string, key: string): string | undefined => metaAll(html, key)[0];

export function title(html: string): string | undefined {
  const match = html.match(/<title>([^<]*)<\/title>/);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

export function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? ""),
  );
}

/** Pages that are not content of their own: not-found pages and old paths that send visitors on. */
export const isNoIndex = (html: string) => /<meta name="robots" content="noindex/.test(html);
