import type { Metadata, Viewport } from "next";

import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { HydrationMark } from "@/components/layout/hydration-mark";
import { PreviewBanner } from "@/components/layout/preview-banner";
import { WhatsAppButton } from "@/components/layout/whatsapp-button";
import { site } from "@/content/site";
import { CARD_SIZE, cardPath, feedAlternates, isPreview } from "@/content/seo";
import { FACES_ATTRIBUTE, FACES_LOAD_ATTRIBUTE } from "@/lib/brand-faces";
import { siteUrl } from "@/lib/url";

import { faceVariables, facesToFetch, facesVersion } from "./fonts";

import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: site.title, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  // The articles' feeds, for the pages whose metadata sets no alternates of its own.
  alternates: { types: feedAlternates },
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
  themeColor: "#0b0d1d",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  // The font stacks, the faces' version that the inline script in <head> looks up, and the faces
  // it fetches into the cache on a first view (lib/brand-faces.ts). That script may add a class to
  // <html> before React hydrates it, hence suppressHydrationWarning (which covers this element's
  // own attributes only).
  const faces = { [FACES_ATTRIBUTE]: facesVersion(), [FACES_LOAD_ATTRIBUTE]: facesToFetch };
  return (
    // The style sheet scrolls smoothly to an anchor; data-scroll-behavior tells Next.js to turn that
    // off while it moves to a new page, which otherwise ends its scroll to the top part-way down.
    <html
      lang="en-IN"
      data-scroll-behavior="smooth"
      {...faces}
      style={faceVariables as React.CSSProperties}
      suppressHydrationWarning
    >
      <body className="flex min-h-dvh flex-col font-sans">
        {isPreview() && <PreviewBanner />}
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <WhatsAppButton />
        <HydrationMark />
      </body>
    </html>
  );
}
