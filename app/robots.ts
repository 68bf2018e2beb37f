import type { MetadataRoute } from "next";

import { isPreview } from "@/content/seo";
import { absoluteUrl } from "@/lib/url";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  // A preview deploy keeps every crawler out, and names no sitemap that could lead one in.
  if (isPreview()) return { rules: { userAgent: "*", disallow: "/" } };
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/not-found"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
