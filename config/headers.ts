// The site's HTTP headers, cache policy, Content-Security-Policy and redirects, defined once.
// The build scripts (through tsx), Jest and Playwright all read this one module.
//
// Where they go:
// - scripts/build/host-files.ts renders them for every place the site is served: serve.json
//   (`npm start`), public/_headers and public/_redirects (Netlify, Cloudflare Pages) and
//   deploy/nginx.conf (`npm run host-config` writes those files; a unit test fails when one is
//   stale).
// - scripts/build/finish-pages.ts, run by `npm run build`, hashes each exported page's inline scripts and
//   writes that page's policy (`pagePolicy`) into it as a <meta http-equiv> element.
//
// Why the script policy lives in each page: Next.js inlines a different set of scripts in every
// page (its data for hydration), about 350 distinct hashes over the site. One header naming them
// all would be ~20 kB, and a header per page needs host configuration that changes with every
// build (a stale one blocks the scripts of a fresh deploy). A page carries its own policy instead,
// on any host, for any URL that serves it (404s included). The header holds what a <meta> policy
// cannot (frame-ancestors) and what applies to every response; it names no script source, since
// two policies both apply and a header script-src could only be looser or block the page's hashes.

/** A policy's directives: name and value. */
type Directives = ReadonlyArray<readonly [string, string]>;

/** The email service the forms post to from the browser. */
export const EMAIL_API_ORIGIN = "https://api.emailjs.com";

/**
 * What a page may load besides scripts, in each page's own policy. style-src-attr allows style=""
 * attributes, which React renders for framer-motion's initial state and for <html>'s font stacks
 * (app/layout.tsx); <style> elements and style sheets from elsewhere stay blocked.
 */
const pageDirectives: Directives = [
  ["style-src", "'self'"],
  ["style-src-attr", "'unsafe-inline'"],
  ["img-src", "'self' data:"],
  ["font-src", "'self'"],
  ["connect-src", `'self' ${EMAIL_API_ORIGIN}`],
  ["manifest-src", "'self'"],
];

/**
 * Directives every response carries in its header and every page again in its own policy. The
 * header holds only these, so that a page with a policy of its own (the CMS at /admin/, which
 * loads styles and talks to GitHub) is not held to the site pages' policy on hosts that join the
 * headers of several matching rules.
 */
const everywhereDirectives: Directives = [
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
];

function formatPolicy(directives: Directives): string {
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** The Content-Security-Policy header: what every response shares, plus frame-ancestors. */
export const headerPolicy = formatPolicy([...everywhereDirectives, ["frame-ancestors", "'none'"]]);

/**
 * A page's own policy, for its <meta http-equiv="Content-Security-Policy">: nothing loads unless
 * listed, and scripts only from the site itself or inline with one of the page's hashes.
 * `scriptHashes` are sources such as "'sha256-…'".
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return formatPolicy([
    ["default-src", "'none'"],
    ["script-src", ["'self'", ...scriptHashes].join(" ")],
    ...pageDirectives,
    ...everywhereDirectives,
  ]);
}

/** Where the content editor (Decap CMS) is served: out/admin/index.html. */
export const ADMIN_PATH = "/admin";

/** The GitHub API the editor commits through, and the local server of `npm run cms`. */
export const CMS_API_ORIGINS = ["https://api.github.com", "http://localhost:8081"];

/**
 * The content editor's own policy, in its page. Decap CMS compiles its configuration's validators
 * at run time ('unsafe-eval', also WebAssembly), injects its styles ('unsafe-inline' styles), shows
 * GitHub avatars and blob: previews of uploads, and commits through the GitHub API. No other page
 * gets any of this.
 */
export const adminPolicy = formatPolicy([
  ["default-src", "'self'"],
  ["script-src", "'self' 'unsafe-eval'"],
  ["style-src", "'self' 'unsafe-inline'"],
  ["img-src", "'self' data: blob: https://avatars.githubusercontent.com"],
  ["font-src", "'self' data:"],
  ["connect-src", ["'self'", ...CMS_API_ORIGINS].join(" ")],
  ["frame-src", "'self' blob:"],
  ["worker-src", "'self' blob:"],
  ...everywhereDirectives,
]);

/**
 * Headers of the editor's responses that differ from every other page's. Its GitHub sign-in is a
 * pop-up that reports back to its opener, which "same-origin" would cut off.
 */
export const adminHeaders = Object.freeze({
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
});

/** Headers on every response, whatever the host. */
export const securityHeaders = Object.freeze({
  "Content-Security-Policy": headerPolicy,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  // A page of another site that opens this one (a link with a target, window.open) keeps no
  // handle on its window: it cannot navigate it elsewhere nor count its frames, and the site
  // opens no window that needs one (the editor's sign-in pop-up has its own policy above). The
  // price: a visit that starts from another site's tab starts in a process of its own, which a
  // visitor's browser takes from a spare; the budget's timing runs start from a page of the
  // site for that reason (docs/budgets.md, "The process the page starts in").
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
});

/** Sent over HTTPS only (two years; subdomains of the site's host too). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Files under this prefix have a content hash in their name: cache them for a year. */
export const HASHED_ASSETS = "/_next/static/";

export const cacheControl = Object.freeze({
  hashed: "public, max-age=31536000, immutable",
  // Pages and unhashed files (images, robots.txt, sitemap): revalidate on every use, so a deploy
  // shows at once; an unchanged file costs a 304.
  other: "public, max-age=0, must-revalidate",
});

/**
 * Old /about/* addresses, answered with a permanent redirect to their About section.
 * (app/about/*\/page.tsx keep a page at each, for hosts without redirects.)
 */
export const redirects = Object.freeze([
  { from: "/about/profile", to: "/about#company-profile", status: 301 },
  { from: "/about/culture", to: "/about#life-@-dunga", status: 301 },
  { from: "/about/achievements", to: "/about#our-achievements", status: 301 },
]);
