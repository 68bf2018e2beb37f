import type { CSSProperties } from "react";
import { ShieldCheck } from "lucide-react";

import { hero, heroShowcase } from "@/content/home";
import { ButtonLink, buttonRowClass } from "@/components/ui/button-link";
import { ClientWordmarks } from "@/components/sections/client-wordmarks";
import { SHOWCASE_SIZE } from "@/lib/hero-showcase";
import { composition } from "@/components/ui/composition";
import { WidePicture } from "@/components/ui/wide-picture";
import { cn } from "@/lib/cn";

import { TypedHeadline } from "./typed-headline";
import { Figure } from "@/components/ui/figure";

const proofColumns: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-3",
};

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/** The picture of the chosen projects' screens, with each project's name by its device. */
function Showcase() {
  const { width, height } = SHOWCASE_SIZE;
  return (
    // One composed picture: the names stand on their devices on purpose (a row under it from
    // 1024 to 1279 px, below).
    <div
      {...composition}
      className="relative mx-auto w-full max-w-2xl lg:max-w-none lg:self-center xl:-mr-4"
    >
      {/*
        From 640 px, beside or under the text on the first screen, the page's largest paint:
        fetched first, in the width the screen needs. On a phone it stands under the figures, at
        the first screen's foot, in its smallest file only (22 kB): a larger one there cost the
        phone's Total Blocking Time and largest paint more than the budgets allow. Each holds an
        empty pixel where the other is drawn, so each width downloads one file.
      */}
      <WidePicture
        picture={{
          src: "/images/home/showcase-600.webp",
          alt: hero.illustrationAlt,
          width,
          height,
        }}
        media="(max-width: 39.99rem)"
        frameClassName="block sm:hidden"
        className="block h-auto w-full"
      />
      <WidePicture
        picture={{
          src: "/images/home/showcase-800.webp",
          alt: hero.illustrationAlt,
          width,
          height,
        }}
        media="(min-width: 40rem)"
        srcSet="/images/home/showcase-600.webp 600w, /images/home/showcase-800.webp 800w, /images/home/showcase-1200.webp 1200w"
        sizes="(min-width: 1536px) 780px, (min-width: 1024px) 54vw, 672px"
        priority
        frameClassName="block max-sm:hidden"
        className="block h-auto w-full"
      />
      {/* The names are in the picture's text alternative too; on a phone, where the picture is
          about 350 px wide, they would cover the screens they name. Beside the text on a small
          laptop (1024 to 1279 px) the picture is about 500 px wide and a name on its device
          covers the screen behind it, so there they stand in a row under the picture; from
          1280 px, and on tablets, where the picture is full size, each stands by its device. */}
      <ul
        aria-hidden="true"
        className="max-sm:hidden lg:max-xl:mt-4 lg:max-xl:flex lg:max-xl:flex-wrap lg:max-xl:justify-center lg:max-xl:gap-x-5"
      >
        {heroShowcase.map(({ item, caption }) => (
          <li
            key={item.id}
            data-showcase={item.id}
            className={cn(
              "flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-[0.6875rem] leading-tight font-semibold whitespace-nowrap text-slate-900 shadow-md ring-1 shadow-slate-900/10 ring-slate-900/10 sm:gap-2 sm:px-3 sm:py-1.5 sm:text-xs",
              "absolute top-(--caption-y) left-(--caption-x) lg:max-xl:static lg:max-xl:bg-transparent lg:max-xl:px-0 lg:max-xl:text-slate-700 lg:max-xl:shadow-none lg:max-xl:ring-0",
              caption.align === "end" ? "-translate-x-full lg:max-xl:translate-x-0" : "",
              caption.above
                ? "-translate-y-[calc(100%+0.375rem)] lg:max-xl:translate-y-0"
                : "-translate-y-1/2 lg:max-xl:translate-y-0",
            )}
            style={
              {
                "--caption-x": percent(caption.x, width),
                "--caption-y": percent(caption.y, height),
              } as CSSProperties
            }
          >
            <span
              className="size-2 shrink-0 rounded-full"
              style={{ backgroundColor: item.art.accent }}
            />
            {item.title}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HeroSection() {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-paper">
      {/* Paper with a fine dot grid, fading towards the text: a texture, not a picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(rgb(11_13_29/0.09)_1px,transparent_1px)] [mask-image:linear-gradient(100deg,transparent_25%,black_70%)] bg-size-[22px_22px]"
      />
      {/* The text keeps to the top of its row and only the picture is centred in it: the picture,
          beside the text on wide screens, arrives after it in the HTML and must not move it. */}
      <div className="relative container-page grid gap-12 pt-12 pb-12 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start lg:gap-10 lg:pt-16 xl:gap-12">
        <div className="lg:pt-6 xl:pt-12">
          <p className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-800">
            <ShieldCheck aria-hidden="true" className="size-4 text-new" />
            {hero.badge}
          </p>
          <div className="mt-6">
            <TypedHeadline words={hero.words} suffix={hero.suffix} />
          </div>
          <p className="mt-6 max-w-xl text-lg text-slate-700 sm:text-xl">{hero.description}</p>
          <div className={buttonRowClass}>
            {/* Marigold, as every band's first button and the header's Get a Quote: one colour
                for the page's main action across the site. */}
            <ButtonLink href={hero.primary.href} variant="accent" className="px-7">
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="outline" className="px-7">
              {hero.secondary.label}
            </ButtonLink>
          </div>
          {/* The page's one row of figures, in one row at every width. */}
          <dl
            className={cn(
              "mt-10 grid max-w-lg gap-x-3 border-t border-slate-300 pt-5 sm:gap-x-5 lg:max-xl:gap-x-3",
              proofColumns[hero.proof.length] ?? "grid-cols-3",
            )}
          >
            {hero.proof.map((item) => (
              <Figure key={item.label} {...item} size="sm" />
            ))}
          </dl>
        </div>
        <Showcase />
      </div>
      <div className="relative border-t border-slate-200 bg-white/60">
        <ClientWordmarks label={hero.clients} className="container-page py-7" />
      </div>
    </section>
  );
}
