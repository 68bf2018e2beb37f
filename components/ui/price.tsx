import type { Price as PriceData } from "@/content/types";
import { cn } from "@/lib/cn";

interface PriceProps {
  /** What it costs, from the content; nothing is shown without one. */
  price: PriceData | undefined;
  /** On a card's white, or on a page's band (its own text colours). */
  tone?: "card" | "band";
  className?: string;
}

/**
 * What a plan, an engagement model or a product costs: the amount in the display face's figures,
 * what it is for beside it in the text face ("₹45,000 a month"), the two kept on one line while
 * they fit and wrapping between them, never inside the amount.
 */
export function Price({ price, tone = "card", className }: PriceProps) {
  if (!price) return null;
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2 gap-y-1", className)}>
      <span
        className={cn(
          "font-display font-bold tracking-tight whitespace-nowrap tabular-nums",
          tone === "card" ? "text-3xl text-slate-900" : "text-2xl text-(--band-fg)",
        )}
      >
        {price.amount}
      </span>
      {price.per && (
        <span
          className={tone === "card" ? "text-sm text-slate-600" : "text-sm text-(--band-muted)"}
        >
          {price.per}
        </span>
      )}
    </p>
  );
}
