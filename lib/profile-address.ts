/**
 * A social profile's address as a visitor reads it: the site and the path, without the scheme,
 * "www." or a closing slash ("https://www.linkedin.com/company/dunga/" → "linkedin.com/company/dunga").
 */
export function profileAddress(href: string): string {
  const url = new URL(href);
  const path = url.pathname.replace(/\/+$/, "");
  return `${url.hostname.replace(/^www\./, "")}${path}`;
}
