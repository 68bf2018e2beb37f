import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { ImageResponse } from "next/og";

import { ShareCard } from "@/components/seo/share-card";
import {
  shareCardFamily,
  shareCardFontFile,
  shareCardSubsets,
  shareCardWeights,
} from "@/components/seo/share-card-fonts";
import { CARD_SIZE } from "@/content/seo";
import { shareCards } from "@/content/share-cards";

export const dynamic = "force-static";
export const dynamicParams = false;

/** Every sharing card is drawn once, at build time: /og/{slug}.png. */
export function generateStaticParams() {
  return shareCards.map((card) => ({ card: `${card.slug}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const slug = (await params).card.replace(/\.png$/, "");
  const card = shareCards.find((candidate) => candidate.slug === slug);
  if (!card) return new Response("Not found", { status: 404 });
  const [fonts, logo] = await Promise.all([
    Promise.all(
      shareCardSubsets.flatMap((subset) =>
        shareCardWeights.map(async (weight) => ({
          name: shareCardFamily(subset),
          data: await readFile(join(process.cwd(), shareCardFontFile(subset, weight))),
          weight,
        })),
      ),
    ),
    readFile(join(process.cwd(), "public/logo.svg")),
  ]);
  return new ImageResponse(
    <ShareCard card={card} logo={`data:image/svg+xml;base64,${logo.toString("base64")}`} />,
    {
      ...CARD_SIZE,
      fonts,
    },
  );
}
