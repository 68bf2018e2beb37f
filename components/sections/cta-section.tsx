import type { Link } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";

interface CtaSectionProps {
  title: string;
  description: string;
  primary: Link;
  secondary?: Link;
}

/**
 * The closing call to action: a full-width band of solid ultramarine under a faint blueprint grid,
 * the marigold button its one loud thing. The band is a section of its own colour, so the space
 * above it is the previous section's own bottom padding, never that plus a padding of its own.
 */
export function CtaSection({ title, description, primary, secondary }: CtaSectionProps) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-brand-800 py-16 text-center text-white lg:py-20">
      <div aria-hidden="true" className="absolute inset-0 -z-10 cta-grid" />
      <div className="container-page">
        <h2 className="text-3xl font-bold text-white sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{description}</p>
        {/* On phones one under the other, one width, centred: side by side they wrapped into
            two pills of their own widths. */}
        <div className="mx-auto mt-8 grid max-w-xs gap-3 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center">
          <ButtonLink href={primary.href} variant="accent">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink href={secondary.href} variant="light">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
