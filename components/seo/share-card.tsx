import type { ShareCard as ShareCardData } from "@/content/share-cards";
import { site } from "@/content/site";
import { common } from "@/content/sections";

/** The site's ink band and type, laid out for satori (inline styles, flex only). */
export function ShareCard({ card, logo }: { card: ShareCardData; logo: string }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width: "100%",
        height: "100%",
        padding: "72px 80px",
        color: "#ffffff",
        fontFamily: "Inter",
        backgroundColor: "#0b0d1d",
        backgroundImage:
          "radial-gradient(circle at 85% 10%, rgba(70, 64, 211, 0.55), transparent 55%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by satori, not a page */}
        <img src={logo} width={64} height={64} alt="" />
        <div style={{ fontSize: 44, fontWeight: 800, letterSpacing: "-0.02em" }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", marginTop: "auto" }}>
        <div style={{ fontSize: 28, fontWeight: 600, color: "#ffb224" }}>{card.eyebrow}</div>
        <div
          style={{
            fontSize: card.title.length > 28 ? 64 : 80,
            fontWeight: 800,
            lineHeight: 1.05,
            letterSpacing: "-0.03em",
            marginTop: 16,
          }}
        >
          {card.title}
        </div>
        <div
          style={{
            fontSize: 30,
            lineHeight: 1.4,
            color: "#cbcbd2",
            marginTop: 24,
            maxWidth: 960,
            lineClamp: 2,
            display: "block",
          }}
        >
          {card.description}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "center",
          marginTop: 40,
          fontSize: 26,
          color: "#c7cafd",
        }}
      >
        <div style={{ maxWidth: 760 }}>{site.tagline}</div>
        <div
          style={{
            display: "flex",
            flexShrink: 0,
            padding: "12px 28px",
            borderRadius: 999,
            background: "#f59e0b",
            color: "#111827",
            fontWeight: 700,
          }}
        >
          {common.getQuote.label}
        </div>
      </div>
    </div>
  );
}
