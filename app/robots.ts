import type { MetadataRoute } from "next";

import { absoluteUrl } from "@/lib/url";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/not-found"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
