import { feedResponse } from "@/content/feeds";

export const dynamic = "force-static";

/** The articles as an Atom feed. */
export function GET() {
  return feedResponse("atom");
}
