import type { Technology } from "@/content/types";

interface TechnologyIconProps {
  technology: Technology;
  size?: 40 | 64;
  className?: string;
  /** In or near the first screen: loads at once. */
  priority?: boolean;
}

/** The path of a technology's logo file (drawn by scripts/pictures/tech-icons.ts). */
export const technologyLogo = (id: string) => `/icons/tech/${id}.svg`;

/** A technology's logo from public/icons/tech; decorative, since its name is always beside it. */
export function TechnologyIcon({
  technology,
  size = 40,
  className,
  priority = false,
}: TechnologyIconProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG in public/
    <img
      src={technologyLogo(technology.id)}
      alt=""
      width={size}
      height={size}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={className ?? (size === 40 ? "size-10" : "size-16")}
    />
  );
}
