import { feedResponse } from "@/content/feeds";

export const dynamic = "force-static";

/** The articles as an RSS 2.0 feed. */
export function GET() {
  return feedResponse("rss");
}
