import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";

import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { PreviewBanner } from "@/components/layout/preview-banner";
import { WhatsAppButton } from "@/components/layout/whatsapp-button";
import { site } from "@/content/site";
import { CARD_SIZE, cardPath, isPreview } from "@/lib/seo";
import { siteUrl } from "@/lib/url";

import "./globals.css";

// Inter, self-hosted and cut to the weights (400 to 800) and the characters the pages use: 21 kB
// instead of 48 kB (scripts/subset-font.mjs). On the Debian Chromium the checks run in, the system
// UI stack falls back to DejaVu Sans, which is so wide that the header's nav runs into the logo at
// 1280px; Inter reads as designed on every system.
const inter = localFont({
  src: "./fonts/inter-subset.woff2",
  variable: "--font-inter",
  weight: "400 800",
  // "optional": a font that is late for the first paint is not swapped in on this visit, so text
  // never reflows (no layout shift); the small subset is there in time on most first visits and
  // comes from the cache on every later one.
  display: "optional",
});

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: site.title, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: {
    type: "website",
    siteName: site.name,
    locale: "en_IN",
    images: [{ url: cardPath("/"), ...CARD_SIZE, alt: `${site.name}: ${site.tagline}` }],
  },
  twitter: { card: "summary_large_image" },
  // A preview deploy must never be indexed; production leaves robots to robots.txt.
  ...(isPreview() ? { robots: { index: false, follow: false } } : {}),
};

export const viewport: Viewport = {
  themeColor: "#4338ca",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        {isPreview() && <PreviewBanner />}
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <WhatsAppButton />
      </body>
    </html>
  );
}
