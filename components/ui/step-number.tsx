import { cn } from "@/lib/cn";

/**
 * A step's place in its order, "01" to "09": the one way the site numbers steps (the process,
 * the hiring steps, a case study's parts), in the display face at a size that reads as a figure.
 * Brand blue on light grounds; pale blue on ink. Hidden from assistive technology, which counts a
 * list's items itself and reads a card's heading without a figure before it.
 */
export function StepNumber({
  index,
  onInk = false,
  className,
}: {
  /** The step's index in its list, from 0. */
  index: number;
  onInk?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "font-display text-4xl leading-none font-bold tabular-nums",
        onInk ? "text-brand-300" : "text-brand-700",
        className,
      )}
    >
      {String(index + 1).padStart(2, "0")}
    </span>
  );
}
