import { cn } from "@/lib/cn";

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "center" | "left";
  /** The heading level; pages have one h1, sections use h2. */
  as?: "h1" | "h2";
  id?: string;
  /** On an ink band: the eyebrow pale, the heading white, the lead light grey. */
  onInk?: boolean;
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  align = "center",
  as: Heading = "h2",
  id,
  onInk = false,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className={cn("eyebrow", onInk && "text-brand-200!")}>{eyebrow}</p>}
      <Heading
        id={id}
        className={cn(
          eyebrow && "mt-3",
          "font-bold",
          onInk && "text-white",
          Heading === "h1" ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl",
        )}
      >
        {title}
      </Heading>
      {description && (
        <p className={cn("mt-4 text-lg", onInk ? "text-slate-300" : "text-slate-600")}>
          {description}
        </p>
      )}
    </div>
  );
}
