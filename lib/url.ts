const fallbackSiteUrl = "https://www.dunga.in";

/** The site's public origin, from NEXT_PUBLIC_SITE_URL, without a trailing slash. */
export function siteUrl(value: string | undefined = process.env.NEXT_PUBLIC_SITE_URL): string {
  const url = value?.trim() || fallbackSiteUrl;
  return url.replace(/\/+$/, "");
}

/** A file's address (a picture, the sitemap): the path joined to the origin as written. */
export function absoluteUrl(path: string, base: string = siteUrl()): string {
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * A page's path as the site names it to the world: each segment percent-encoded, so
 * "/services/ai-&-machine-learning" is "/services/ai-%26-machine-learning" (a bare "&" would
 * have to be escaped in the sitemap's XML and in HTML, and crawlers would meet two spellings).
 * `path` is the route as content names it (unencoded); a "#fragment" is kept as it is.
 */
export function pagePath(path: string): string {
  const hash = path.indexOf("#");
  const [route, fragment] = hash < 0 ? [path, ""] : [path.slice(0, hash), path.slice(hash)];
  const absolute = route.startsWith("/") ? route : `/${route}`;
  return `${absolute.split("/").map(encodeURIComponent).join("/")}${fragment}`;
}

/**
 * A page's one public address, byte for byte the same in the sitemap, the canonical link, the
 * sharing tags and the structured data. Home is the bare origin, as Next.js writes a canonical
 * whose path is "/" (a URL without a path means "/").
 */
export function pageUrl(path: string, base: string = siteUrl()): string {
  const encoded = pagePath(path);
  return encoded === "/" ? base : `${base}${encoded}`;
}
