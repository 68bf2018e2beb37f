/** The path of a technology's logo file (drawn by scripts/pictures/tech-icons.ts). */
const technologyLogo = (id: string) => `/icons/tech/${id}.svg`;

/** The sizes the logo is drawn at, each with its box (whole classes, so that Tailwind finds them). */
const boxes = {
  18: "size-[18px]",
  20: "size-5",
  40: "size-10",
  48: "size-12",
  64: "size-16",
  72: "size-18",
} as const;

interface TechnologyIconProps {
  /** The technology's id, which names its logo file. */
  id: string;
  size?: keyof typeof boxes;
  /** The box, when not the size's own. */
  className?: string;
  /** In or near the first screen: loads at once. */
  priority?: boolean;
}

/** A technology's logo from public/icons/tech; decorative, since its name is always beside it. */
export function TechnologyIcon({
  id,
  size = 40,
  className,
  priority = false,
}: TechnologyIconProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG in public/
    <img
      src={technologyLogo(id)}
      alt=""
      width={size}
      height={size}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={className ?? boxes[size]}
    />
  );
}
