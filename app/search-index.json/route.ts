import { searchDocuments } from "@/content/search-index";
import { buildSearchIndex } from "@/lib/search";

export const dynamic = "force-static";

/**
 * The site search's index, built once with the site (MiniSearch's own JSON, read back by
 * loadSearchIndex): fetched by the browser only when a visitor starts a search, so no page carries it.
 */
export function GET() {
  return new Response(JSON.stringify(buildSearchIndex(searchDocuments())), {
    headers: { "Content-Type": "application/json" },
  });
}
