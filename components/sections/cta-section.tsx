import type { Link } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";

interface CtaSectionProps {
  title: string;
  description: string;
  primary: Link;
  secondary?: Link;
}

export function CtaSection({ title, description, primary, secondary }: CtaSectionProps) {
  return (
    <section className="section">
      <div className="container-page">
        <div className="on-dark rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-violet px-6 py-14 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold text-white sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{description}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
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
      </div>
    </section>
  );
}
