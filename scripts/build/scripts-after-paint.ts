// Moves an exported page's JavaScript behind its first paint. Next.js puts its chunks in <head> as
// <script async>, so on a phone they download alongside the HTML and the stylesheet and run as soon
// as they arrive, and the page's text waits for them before it is painted. Every page here is
// complete HTML without JavaScript (links, text, pictures; forms keep Submit disabled until they
// are live), so the page is painted first and hydrated right after: the chunks are listed on one
// small inline script at the end of <body>, which adds them once the first contentful paint is on
// screen (at once when the page is hidden, where nothing is painted). Its text is the same on
// every page, so the Content-Security-Policy allows it by one hash (scripts/build/page-csp.ts).
// The loader itself is lib/inline/chunk-loader.js. scripts/build/finish-pages.ts applies it to every page in out/ after `next build`.

import {
  EARLY_INPUT_SCRIPT,
  FACES_SCRIPT,
  LOADER_SCRIPT,
  WHOLE_PAGE_SCRIPT,
} from "./inline-scripts";

export { LOADER_SCRIPT };

const CHUNK_SCRIPT = /<script src="(\/_next\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/[^"]+\.js"[^>]*\/?>/g;
const LOADER = /<script data-chunks="([^"]*)">[\s\S]*?<\/script>/;
const EARLY_INPUT = /<script data-early-input="">[\s\S]*?<\/script>/;
const CACHED_FACES = /<script data-cached-faces="">[\s\S]*?<\/script>/;
const WHOLE_PAGE = /<script data-skipped-bands="">[\s\S]*?<\/script>/;
const CHARSET = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;

/**
 * `html` with its Next.js chunk scripts (and their preloads) taken out of the document and handed
 * to the loader at the end of <body>, and the input holder (lib/inline/early-input.js) first in
 * <head>, followed by the brand faces' second stage, which fetches them on a first view and puts
 * them first once they are cached (lib/inline/cached-faces.js), and the drawing of the bands the
 * load skipped, from the first scroll on (lib/inline/whole-page.js). The legacy-browser noModule
 * script stays as it is. Running it again on its own output gives the same page (with the
 * loader's current text). `name` is the page, for error messages.
 */
export function scriptsAfterPaint(html: string, name = "page"): { html: string; chunks: string[] } {
  const chunks: string[] = [];
  let page = html.replace(LOADER, (_, listed) => {
    chunks.push(...listed.split(" ").filter(Boolean));
    return "";
  });
  page = page.replace(CHUNK_SCRIPT, (_, src) => {
    chunks.push(src);
    return "";
  });
  if (chunks.length === 0) {
    throw new Error(
      `${name}: no Next.js chunk scripts found; has Next.js changed how it loads them?`,
    );
  }
  page = page
    .replace(CHUNK_PRELOAD, "")
    .replace(EARLY_INPUT, "")
    .replace(CACHED_FACES, "")
    .replace(WHOLE_PAGE, "");
  // First in <head> (after the character set, which must come first): it holds input from the
  // first paint on, and before any stylesheet, which would make an inline script wait for it.
  // The faces' class, too, must be on <html> before the first paint.
  const charset = CHARSET.exec(page);
  if (!charset) throw new Error(`${name}: no <meta charset> to put the input holder after`);
  const at = charset.index + charset[0].length;
  const head = `<script data-early-input="">${EARLY_INPUT_SCRIPT}</script><script data-cached-faces="">${FACES_SCRIPT}</script><script data-skipped-bands="">${WHOLE_PAGE_SCRIPT}</script>`;
  page = `${page.slice(0, at)}${head}${page.slice(at)}`;
  const loader = `<script data-chunks="${chunks.join(" ")}">${LOADER_SCRIPT}</script>`;
  const end = page.lastIndexOf("</body>");
  if (end === -1) throw new Error(`${name}: no </body> to put the script loader before`);
  return { html: `${page.slice(0, end)}${loader}${page.slice(end)}`, chunks };
}

/**
 * The JavaScript files a modern browser loads for `html`: the chunks handed to the loader and any
 * script still loaded by a src attribute (legacy-browser noModule scripts aside).
 */
export function pageScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = ""]) => attributes)
    .filter((attributes) => !/\snomodule\b/i.test(attributes))
    .map((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src) => src !== undefined);
  const handed = LOADER.exec(html)?.[1]?.split(" ").filter(Boolean) ?? [];
  return [...new Set([...handed, ...sources])];
}
