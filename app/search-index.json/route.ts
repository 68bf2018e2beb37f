import { searchIndex } from "@/content/search-index";

export const dynamic = "force-static";

/** The site search's index, fetched by the not-found page when a visitor starts searching. */
export function GET() {
  return Response.json(searchIndex);
}
