/** @jest-environment node */
import { execFileSync } from "node:child_process";

import { shareCards } from "@/content/share-cards";

// A card is drawn from the faces the build has (components/seo/share-card-fonts.ts): for a
// character none of them holds, the drawer asks Google Fonts, which a build offline cannot reach,
// and the card shows an empty box where the character was. The route runs in a child process as
// the build runs it (next/og loads its drawer as an ES module, which Jest's runtime cannot), with
// every request to the network refused and recorded; its own modules load from data: addresses.
const drawn = (slug: string) =>
  JSON.parse(
    execFileSync(
      "npx",
      [
        "tsx",
        "--eval",
        `(async () => {
          const { GET } = await import("./app/og/[card]/route.tsx");
          const own = globalThis.fetch;
          const asked = [];
          globalThis.fetch = (input, init) => {
            const url = String(input instanceof Request ? input.url : input);
            if (url.startsWith("data:")) return own(input, init);
            asked.push(url);
            return Promise.reject(new TypeError("fetch failed"));
          };
          const response = await GET(new Request("http://localhost/"), {
            params: Promise.resolve({ card: ${JSON.stringify(`${slug}.png`)} }),
          });
          const bytes = (await response.arrayBuffer()).byteLength;
          process.stdout.write(JSON.stringify({ type: response.headers.get("content-type"), bytes, asked }));
        })();`,
      ],
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    ),
  ) as { type: string; bytes: number; asked: string[] };

test("a card with a rupee sign is drawn from the build's own faces, asking the network nothing", () => {
  const card = shareCards.find((each) => JSON.stringify(each).includes("₹"));
  expect(card).toBeDefined();
  const { type, bytes, asked } = drawn(card!.slug);
  expect(type).toBe("image/png");
  expect(bytes).toBeGreaterThan(10_000);
  expect(asked).toEqual([]);
});
