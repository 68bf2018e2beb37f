import { SocialIcon } from "./social-icon";

interface SocialLinksProps {
  profiles: readonly { label: string; href: string }[];
  /** The list's accessible name, where the section around it does not give one. */
  label?: string;
  className?: string;
  linkClassName?: string;
  /**
   * Icon-only links: the hidden name each one is read with. Without it, every link shows its
   * network's name beside the icon.
   */
  hiddenName?: (network: string) => string;
}

/** Links to the company's social profiles, each opening in a new tab. */
export function SocialLinks({
  profiles,
  label,
  className,
  linkClassName,
  hiddenName,
}: SocialLinksProps) {
  return (
    <ul className={className} aria-label={label}>
      {profiles.map((profile) => (
        <li key={profile.label}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
          >
            <SocialIcon name={profile.label} className="size-4" />
            {hiddenName ? (
              <span className="sr-only">{hiddenName(profile.label)}</span>
            ) : (
              profile.label
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
