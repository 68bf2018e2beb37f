import { IntentLink as Link } from "./intent-link";

import { layoutText } from "@/content/navigation";
import { site } from "@/content/site";
import { cn } from "@/lib/cn";

interface LogoProps {
  tone?: "dark" | "light";
}

export function Logo({ tone = "dark" }: LogoProps) {
  return (
    <Link href="/" className="flex min-h-11 items-center gap-2.5" aria-label={layoutText.logo}>
      {/* On the ink footer the ink tile keeps its edge with a faint ring, as the header shows it. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export serves files as they are */}
      <img
        src="/logo.svg"
        alt=""
        width={36}
        height={36}
        className={cn("size-9", tone === "light" && "rounded-[9px] ring-1 ring-white/30")}
      />
      <span
        className={cn(
          "font-display text-2xl font-bold tracking-tight",
          tone === "dark" ? "text-slate-900" : "text-white",
        )}
      >
        {site.name}
      </span>
    </Link>
  );
}
