// Gives an exported HTML page its own Content-Security-Policy: the sha256 of every inline script
// the browser would run, in a <meta http-equiv> placed before anything that loads or runs.
// scripts/build/finish-pages.ts applies it to every page in out/ after `next build` (see
// config/headers.ts).
import { createHash } from "node:crypto";

import { pagePolicy } from "../../config/headers";

const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = (name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, "i");

// Types the browser runs, and the inline JSON it checks against script-src like a script.
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
]);

/** The value of attribute `name` in `attributes`, the text between "<script" and ">". */
function attribute(attributes: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The text of every inline script in `html` that a browser executes: no src, and a JavaScript
 * type (or none). Data blocks such as application/ld+json are never run, so CSP ignores them.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (JAVASCRIPT_TYPES.has(type)) scripts.push(text);
  }
  return scripts;
}

/**
 * The CSP source that allows `text` as an inline script. The browser hashes the script's text
 * after the HTML parser has turned every CR LF and lone CR into LF.
 */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}'`;
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;
const CHARSET_META = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;
const HEAD = /<head\b(?:[^>"']|"[^"]*"|'[^']*')*>/i;

/**
 * `html` with its own policy in <head>: right after <meta charset> (which must stay within the
 * first 1024 bytes), before every script and link. Running it again refreshes the policy.
 * Inline event handlers and javascript: URLs cannot be allowed by a hash, so they stop the build.
 * `name` is the page, for error messages.
 */
export function applyPagePolicy(html: string, name = "page"): { html: string; hashes: string[] } {
  const page = html.replace(POLICY_META, "");
  const markup = page.replace(SCRIPT, "<script></script>");
  const handler = /<[a-z][^>]*?\son[a-z]+\s*=/i.exec(markup);
  if (handler) throw new Error(`${name}: inline event handler in ${handler[0]}…`);
  if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(markup)) {
    throw new Error(`${name}: a javascript: URL, which the policy would block`);
  }

  const hashes = [...new Set(executableInlineScripts(page).map(scriptHash))];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(hashes)}"/>`;
  const anchor = CHARSET_META.exec(page) ?? HEAD.exec(page);
  if (!anchor) throw new Error(`${name}: no <head> to put the policy in`);
  const at = anchor.index + anchor[0].length;
  const before = page.slice(0, at);
  if (/<(?:script|link|style)\b/i.test(before)) {
    throw new Error(`${name}: something loads before <meta charset>, ahead of the policy`);
  }
  return { html: `${before}${meta}${page.slice(at)}`, hashes };
}
