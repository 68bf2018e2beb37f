const fallbackSiteUrl = "https://www.dunga.in";

/** The site's public origin, from NEXT_PUBLIC_SITE_URL, without a trailing slash. */
export function siteUrl(value: string | undefined = process.env.NEXT_PUBLIC_SITE_URL): string {
  const url = value?.trim() || fallbackSiteUrl;
  return url.replace(/\/+$/, "");
}

export function absoluteUrl(path: string, base: string = siteUrl()): string {
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}
