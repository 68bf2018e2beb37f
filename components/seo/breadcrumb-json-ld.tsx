import { getPage, type PageHref } from "@/content/pages";
import { breadcrumbs } from "@/content/structured-data";

import { JsonLd } from "./json-ld";

/** Home › page, for the site's fixed pages below home. */
export function BreadcrumbJsonLd({ href }: { href: PageHref }) {
  return <JsonLd data={breadcrumbs(href, getPage(href).title)} />;
}
