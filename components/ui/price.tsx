import type { Price as PriceData } from "@/content/types";
import { cn } from "@/lib/cn";

/** The amount's and the words' colours on a card's white and on a page's band. */
const tones = {
  card: { amount: "text-3xl text-slate-900", per: "text-slate-600" },
  band: { amount: "text-2xl text-(--band-fg)", per: "text-(--band-muted)" },
};

interface PriceProps {
  /** What it costs, from the content; nothing is shown without one. */
  price: PriceData | undefined;
  tone?: keyof typeof tones;
  className?: string;
}

/**
 * What a plan, an engagement model or a product costs: the amount in the display face's figures,
 * what it is for beside it in the text face ("₹45,000 a month"). A line breaks only at a space
 * ("From" / "₹3,50,000"), never inside a figure; the space between the two parts is in the text,
 * so it is read and copied as "₹45,000 a month".
 */
export function Price({ price, tone = "card", className }: PriceProps) {
  if (!price) return null;
  const colours = tones[tone];
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2 gap-y-1", className)}>
      <span className={cn("font-display font-bold tracking-tight tabular-nums", colours.amount)}>
        {price.amount}
      </span>
      {price.per && <span className={cn("text-sm", colours.per)}> {price.per}</span>}
    </p>
  );
}
