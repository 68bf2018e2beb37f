import { cn } from "@/lib/cn";

// NEW and HOT are outlined labels in their colour, not filled stickers: on thirty product cards,
// filled pills in the call to action's marigold read as a shop's sale tags.
const tones = {
  new: "bg-white text-new ring-1 ring-new/40 ring-inset",
  hot: "bg-white text-amber-800 ring-1 ring-amber-500/50 ring-inset",
  neutral: "bg-brand-50 text-brand-800",
} as const;

interface BadgeProps {
  tone?: keyof typeof tones;
  children: React.ReactNode;
  className?: string;
}

export function Badge({ tone = "neutral", children, className }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
