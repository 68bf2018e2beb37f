import { cn } from "@/lib/cn";

const tones = {
  new: "bg-new text-white",
  hot: "bg-accent text-slate-950",
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
