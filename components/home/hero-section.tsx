import { ShieldCheck } from "lucide-react";

import { hero } from "@/content/home";
import { ButtonLink } from "@/components/ui/button-link";
import { cn } from "@/lib/cn";

import { TypedHeadline } from "./typed-headline";

const proofColumns: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-3",
};

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      {/* The soft glow is a gradient, not a blurred circle: a blur filter this size costs the
          phone's rasteriser more than the rest of the hero. */}
      <div
        aria-hidden="true"
        className="absolute -top-40 right-[-10%] size-[36rem] bg-radial from-violet/10 from-25% to-transparent to-70%"
      />
      <div className="relative container-page grid items-center gap-12 py-16 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm">
            <ShieldCheck aria-hidden="true" className="size-4 text-new" />
            {hero.badge}
          </p>
          <div className="mt-6">
            <TypedHeadline words={hero.words} suffix={hero.suffix} />
          </div>
          <p className="mt-6 max-w-xl text-lg sm:text-xl">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={hero.primary.href} className="px-7">
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="outline" className="px-7">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          {/* One row of figures at every width: no figure left alone on a second line. */}
          <dl
            className={cn(
              "mt-10 grid max-w-xl gap-x-6 gap-y-4 sm:gap-x-10",
              proofColumns[hero.proof.length] ?? "grid-cols-2 sm:grid-cols-4",
            )}
          >
            {hero.proof.map((item) => (
              <div key={item.label} className="flex flex-col">
                <dt className="order-last text-sm text-slate-600">{item.label}</dt>
                <dd className="text-2xl font-extrabold text-slate-900 tabular-nums sm:text-3xl">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized SVG in public/ */}
        <img
          src="/images/hero.svg"
          alt={hero.illustrationAlt}
          width={640}
          height={520}
          fetchPriority="high"
          className="mx-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
