import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { ImageResponse } from "next/og";

import { ShareCard } from "@/components/seo/share-card";
import { CARD_SIZE } from "@/content/seo";
import { shareCards } from "@/content/share-cards";

export const dynamic = "force-static";
export const dynamicParams = false;

/** Every sharing card is drawn once, at build time: /og/{slug}.png. */
export function generateStaticParams() {
  return shareCards.map((card) => ({ card: `${card.slug}.png` }));
}

const fontFile = (weight: number) =>
  readFile(
    join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
  );

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const slug = (await params).card.replace(/\.png$/, "");
  const card = shareCards.find((candidate) => candidate.slug === slug);
  if (!card) return new Response("Not found", { status: 404 });
  const [regular, semibold, extrabold, logo] = await Promise.all([
    fontFile(400),
    fontFile(600),
    fontFile(800),
    readFile(join(process.cwd(), "public/logo.svg")),
  ]);
  return new ImageResponse(
    <ShareCard card={card} logo={`data:image/svg+xml;base64,${logo.toString("base64")}`} />,
    {
      ...CARD_SIZE,
      fonts: [
        { name: "Inter", data: regular, weight: 400 },
        { name: "Inter", data: semibold, weight: 600 },
        { name: "Inter", data: extrabold, weight: 800 },
      ],
    },
  );
}
