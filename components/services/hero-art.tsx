import type { ReactNode } from "react";

import { pageArt } from "@/content/page-art";
import type { Service } from "@/content/types";
import {
  BandArt,
  BrowserFrame,
  Caption,
  Chip,
  Panel,
  PhoneFrame,
  TileTitle,
} from "@/components/sections/art-kit";
import { composition } from "@/components/ui/composition";
import { Icon } from "@/components/ui/icon";
import { servicesByCategory } from "@/content/catalogue-links";
import { cn } from "@/lib/cn";
import { serviceScreen, serviceWork, type ServiceScreen } from "@/content/service-art";

/** /services: the categories as a map, each with the services it holds, as the page lists them. */
export function ServicesHeroArt() {
  return (
    <BandArt>
      <Panel>
        <ul className="grid grid-cols-2 gap-3">
          {/* Each category's own services: its overview page (Web Development under Web
              Development) is the category itself, neither listed in it nor counted. */}
          {servicesByCategory().map(({ category, services: members }) => (
            <li key={category.id} className="rounded-xl bg-white/[0.06] p-3 ring-1 ring-white/10">
              <p className="flex items-baseline justify-between gap-2 text-sm font-semibold text-white">
                <span>{category.name}</span>
                <span className="font-display text-lg text-accent tabular-nums">
                  {members.length}
                </span>
              </p>
              <ul className="mt-2 space-y-1.5">
                {members.map((service) => (
                  <li
                    key={service.id}
                    className="flex items-start gap-2 text-xs leading-tight text-slate-300"
                  >
                    <Icon name={service.icon} className="size-3.5 shrink-0 text-brand-300" />
                    <span>{service.name}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Panel>
      <Caption label={pageArt.services.title} icon="layers">
        {pageArt.services.subtitle}
      </Caption>
    </BandArt>
  );
}

/** A line of grey standing in for text that is not the point of a screen. */
const Bar = ({ className }: { className?: string }) => (
  <span className={cn("block h-1.5 rounded-full bg-slate-200", className)} />
);

/** A done mark and a line of content, the rows most screens list. */
function Done({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <li className="flex items-start gap-2 leading-snug">
      <Icon
        name="badge-check"
        className={cn("mt-px size-3.5 shrink-0", dark ? "text-emerald-300" : "text-emerald-600")}
      />
      <span>{children}</span>
    </li>
  );
}

/** An app's screen: the case study as its heading card, then what the app does. */
function AppScreen({ service, compact = false }: { service: Service; compact?: boolean }) {
  const { title } = serviceWork(service);
  return (
    <div className="flex flex-1 flex-col gap-2 p-2.5 text-[10px]">
      <div className="rounded-xl bg-brand-700 p-2.5 text-white">
        <Icon name={service.icon} className="size-4 text-brand-200" />
        <p className="mt-1.5 line-clamp-3 text-[11px] leading-snug font-semibold">{title}</p>
      </div>
      <ul className="space-y-1.5 rounded-xl bg-slate-100 p-2 text-slate-700">
        {service.features.slice(0, compact ? 3 : 4).map((feature) => (
          <Done key={feature}>{feature}</Done>
        ))}
      </ul>
      <span className="mt-auto block rounded-full bg-brand-600 py-1.5 text-center">
        <Bar className="mx-auto w-12 bg-white/70" />
      </span>
    </div>
  );
}

/** A web page: the case study as its banner, the service's features as its cards. */
function WebPage({ service, columns = 3 }: { service: Service; columns?: 2 | 3 }) {
  const { title } = serviceWork(service);
  return (
    <div className="space-y-3 p-3">
      <div className="rounded-lg bg-brand-700 p-4 text-white">
        <p className="text-[10px] font-semibold tracking-wide text-brand-200 uppercase">
          {service.name}
        </p>
        <p className="mt-1 font-display text-base leading-snug font-semibold">{title}</p>
        <span className="mt-3 inline-block rounded-full bg-accent px-3 py-1">
          <Bar className="w-10 bg-ink/60" />
        </span>
      </div>
      <ul className={cn("grid gap-2", columns === 3 ? "grid-cols-3" : "grid-cols-2")}>
        {service.features.slice(0, columns).map((feature) => (
          <li key={feature} className="rounded-lg bg-slate-100 p-2 text-[10px] leading-snug">
            <span className="mb-1.5 block size-4 rounded bg-brand-200" />
            <span className="line-clamp-3 text-slate-700">{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const barHeights = [38, 54, 46, 70, 62, 84, 92];

/** The screens, one per kind (content/service-art.ts picks the kind from the service's scene). */
const screens: Record<ServiceScreen, (service: Service) => ReactNode> = {
  phone: (service) => (
    <div className="flex items-end gap-4">
      <PhoneFrame className="h-[21rem] w-48">
        <AppScreen service={service} />
      </PhoneFrame>
      <ul className="min-w-0 flex-1 space-y-3 pb-6">
        {serviceWork(service)
          .results.slice(1)
          .map((result) => (
            <li
              key={result}
              className="rounded-xl bg-white p-3 text-xs leading-snug font-medium text-slate-800 shadow-xl shadow-black/40"
            >
              <Icon name="trending-up" className="mb-1 size-4 text-emerald-600" />
              {result}
            </li>
          ))}
        {/* Balanced rows (pill-rows): wrapped freely, "Retrofit" stood alone on a second line. */}
        <li className="pill-rows">
          {service.techStack.slice(0, 4).map((name) => (
            <Chip key={name}>{name}</Chip>
          ))}
        </li>
      </ul>
    </div>
  ),

  "twin-phones": (service) => (
    <div className="flex items-end justify-center gap-5">
      <PhoneFrame className="h-[20rem] w-44">
        <AppScreen service={service} compact />
      </PhoneFrame>
      <PhoneFrame className="h-[20rem] w-44">
        <AppScreen service={service} compact />
      </PhoneFrame>
    </div>
  ),

  browser: (service) => (
    <BrowserFrame tab={serviceWork(service).title}>
      <WebPage service={service} />
    </BrowserFrame>
  ),

  store: (service) => (
    <BrowserFrame tab={serviceWork(service).title}>
      <div className="space-y-3 p-3">
        <p className="font-display text-sm leading-snug font-semibold text-slate-900">
          {serviceWork(service).title}
        </p>
        <ul className="grid grid-cols-4 gap-2">
          {["bg-brand-200", "bg-accent/60", "bg-emerald-200", "bg-rose-200"].map((tint) => (
            <li key={tint} className="rounded-lg bg-slate-100 p-1.5">
              <span className={cn("block aspect-square rounded-md", tint)} />
              <Bar className="mt-2 w-4/5" />
              <Bar className="mt-1 w-1/2 bg-slate-300" />
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2 text-[10px] text-slate-700">
          <span className="flex items-center gap-2">
            <Icon name="shopping-cart" className="size-4 text-brand-700" />
            {service.features[0]}
          </span>
          <span className="rounded-full bg-brand-700 px-3 py-1">
            <Bar className="w-8 bg-white/70" />
          </span>
        </div>
      </div>
    </BrowserFrame>
  ),

  // One composed element: the phone stands in front of the browser's corner, on purpose.
  "browser-and-phone": (service) => (
    <div {...composition} className="relative pr-16 pb-10">
      <BrowserFrame tab={serviceWork(service).title}>
        <WebPage service={service} columns={2} />
      </BrowserFrame>
      <PhoneFrame className="absolute right-0 bottom-0 h-60 w-32">
        <AppScreen service={service} compact />
      </PhoneFrame>
    </div>
  ),

  dashboard: (service) => {
    const { title, results } = serviceWork(service);
    return (
      <BrowserFrame tab={title}>
        <div className="flex">
          <div className="w-16 shrink-0 space-y-3 bg-ink-soft p-3">
            <Icon name={service.icon} className="size-4 text-brand-300" />
            {[0, 1, 2, 3].map((row) => (
              <Bar key={row} className={cn("bg-white/20", row === 0 && "bg-accent")} />
            ))}
          </div>
          <div className="min-w-0 flex-1 space-y-2.5 p-3">
            <p className="text-[11px] leading-snug font-semibold text-slate-900">{title}</p>
            <ul className="grid grid-cols-2 gap-2">
              {results.slice(0, 2).map((result) => (
                <li
                  key={result}
                  className="rounded-lg bg-brand-50 p-2 text-[10px] leading-snug text-brand-900"
                >
                  {result}
                </li>
              ))}
            </ul>
            <svg viewBox="0 0 200 70" className="h-20 w-full" aria-hidden="true">
              {barHeights.map((height, index) => (
                <rect
                  key={index}
                  x={index * 29}
                  y={70 - (height * 70) / 100}
                  width="18"
                  height={(height * 70) / 100}
                  rx="3"
                  className={index === barHeights.length - 1 ? "fill-accent" : "fill-brand-500"}
                />
              ))}
            </svg>
          </div>
        </div>
      </BrowserFrame>
    );
  },

  notebook: (service) => {
    const { title, results } = serviceWork(service);
    return (
      <BrowserFrame tab={title}>
        <div className="space-y-2 p-3 text-[10px]">
          <p className="font-display text-sm leading-snug font-semibold text-slate-900">{title}</p>
          <div className="flex gap-2">
            <Icon name="code" className="mt-1 size-4 shrink-0 text-brand-700" />
            <div className="flex min-w-0 flex-1 flex-wrap gap-1 rounded-md bg-slate-100 p-1.5">
              {service.techStack.slice(0, 5).map((name) => (
                <Chip key={name} tone="brand">
                  {name}
                </Chip>
              ))}
            </div>
          </div>
          <div className="flex gap-2">
            <Icon name="bar-chart" className="mt-1 size-4 shrink-0 text-slate-500" />
            <div className="min-w-0 flex-1 rounded-md border border-slate-200 p-2">
              <svg viewBox="0 0 200 50" className="h-12 w-full" aria-hidden="true">
                <path
                  d="M0 44 C30 40 45 30 70 28 S120 14 150 10 S185 6 200 4"
                  fill="none"
                  strokeWidth="3"
                  className="stroke-brand-600"
                />
                <path
                  d="M0 46 C40 45 80 40 120 38 S170 34 200 30"
                  fill="none"
                  strokeWidth="2"
                  strokeDasharray="4 4"
                  className="stroke-slate-400"
                />
              </svg>
              <ul className="mt-1.5 space-y-1 text-slate-700">
                {results.slice(1).map((result) => (
                  <Done key={result}>{result}</Done>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </BrowserFrame>
    );
  },

  pipeline: (service) => {
    const { title, results } = serviceWork(service);
    // The stages of the work, as the service lists them, each done; the tools under them.
    const stages = service.features.slice(0, 4);
    return (
      <Panel title={title}>
        <ol className="flex items-start">
          {stages.map((stage, index) => (
            <li key={stage} className="flex min-w-0 flex-1 flex-col items-center text-center">
              <span className="flex w-full items-center">
                <span className={cn("h-0.5 flex-1", index > 0 && "bg-emerald-400/70")} />
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-emerald-400/15 text-emerald-300 ring-1 ring-emerald-300/50">
                  <Icon name="badge-check" className="size-4" />
                </span>
                <span
                  className={cn("h-0.5 flex-1", index < stages.length - 1 && "bg-emerald-400/70")}
                />
              </span>
              <span className="mt-2 px-1 text-[11px] leading-tight text-slate-200">{stage}</span>
            </li>
          ))}
        </ol>
        <ul className="mt-4 space-y-2 rounded-xl bg-black/30 p-3 font-mono text-[11px] text-slate-200">
          {results.slice(1).map((result) => (
            <Done key={result} dark>
              {result}
            </Done>
          ))}
        </ul>
        <p className="pill-rows mt-3">
          {service.techStack.slice(0, 5).map((name) => (
            <Chip key={name}>{name}</Chip>
          ))}
        </p>
      </Panel>
    );
  },

  report: (service) => {
    const { title, results } = serviceWork(service);
    return (
      <div className="rounded-xl bg-white p-5 text-slate-700 shadow-2xl shadow-black/50">
        <div className="border-b border-slate-200 pb-3">
          <TileTitle
            tile={<Icon name={service.icon} className="size-5" />}
            eyebrow={service.name}
            title={title}
          />
        </div>
        <ul className="mt-3 space-y-2 text-xs">
          {results.slice(1).map((result) => (
            <Done key={result}>{result}</Done>
          ))}
        </ul>
        {/* The tools it was tested with, where grey lines read as a page still loading. */}
        <div className="mt-4 border-t border-slate-200 pt-3">
          <p className="text-[11px] font-semibold text-slate-500">{pageArt.service.tools}</p>
          <p className="mt-1.5 flex flex-wrap gap-1">
            {service.techStack.slice(0, 4).map((name) => (
              <Chip key={name} tone="light">
                {name}
              </Chip>
            ))}
          </p>
        </div>
      </div>
    );
  },

  // An enterprise system's own screen: its modules (the service's features) down the side, the
  // case study's results as the figures on its home, the systems it runs on under them.
  modules: (service) => {
    const { title, results } = serviceWork(service);
    return (
      <BrowserFrame tab={title}>
        <div className="flex text-[10px]">
          <div className="w-32 shrink-0 bg-brand-700 p-2.5 text-brand-100">
            <p className="flex items-center gap-1.5 font-semibold text-white">
              <Icon name={service.icon} className="size-4 shrink-0 text-accent" />
              {service.name}
            </p>
            <ul className="mt-3 space-y-1">
              {service.features.slice(0, 5).map((feature, index) => (
                <li
                  key={feature}
                  className={cn(
                    "truncate rounded px-1.5 py-1",
                    index === 0 && "bg-white/15 font-semibold text-white",
                  )}
                >
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0 flex-1 space-y-3 p-3">
            <p className="font-display text-sm leading-snug font-semibold text-slate-900">
              {title}
            </p>
            <ul className="grid grid-cols-2 gap-2">
              {results.slice(0, 2).map((result) => (
                <li
                  key={result}
                  className="rounded-lg bg-brand-50 p-2 text-[11px] leading-snug font-semibold text-brand-900"
                >
                  <Icon name="badge-check" className="mb-1 size-4 text-emerald-600" />
                  {result}
                </li>
              ))}
            </ul>
            <div>
              <p className="font-semibold text-slate-500">{pageArt.service.stack}</p>
              <p className="mt-1.5 flex flex-wrap gap-1">
                {service.techStack.slice(0, 6).map((name) => (
                  <Chip key={name} tone="light">
                    {name}
                  </Chip>
                ))}
              </p>
            </div>
          </div>
        </div>
      </BrowserFrame>
    );
  },

  sheet: (service) => {
    const { title } = serviceWork(service);
    return (
      <BrowserFrame tab={title}>
        <div className="p-3">
          <p className="mb-2 text-[11px] leading-snug font-semibold text-slate-900">{title}</p>
          <div className="grid grid-cols-[1.5rem_repeat(3,minmax(0,1fr))] gap-px overflow-hidden rounded-md bg-slate-200 text-[10px]">
            <span className="bg-slate-100" />
            {service.features.slice(0, 3).map((feature) => (
              <span key={feature} className="truncate bg-brand-700 px-1.5 py-1 text-white">
                {feature}
              </span>
            ))}
            {[1, 2, 3, 4, 5, 6].map((row) => (
              <Row key={row} row={row} highlighted={row === 3} />
            ))}
          </div>
        </div>
      </BrowserFrame>
    );
  },

  identity: (service) => <Identity service={service} />,

  canvas: (service) => {
    const { title } = serviceWork(service);
    return (
      <BrowserFrame tab={title}>
        <div className="flex text-[10px]">
          <ul className="w-28 shrink-0 space-y-1.5 border-r border-slate-200 p-2 text-slate-600">
            {service.features.slice(0, 5).map((feature, index) => (
              <li
                key={feature}
                className={cn(
                  "truncate rounded px-1.5 py-0.5",
                  index === 0 && "bg-brand-50 text-brand-800",
                )}
              >
                {feature}
              </li>
            ))}
          </ul>
          <div className="min-w-0 flex-1 bg-slate-100 p-3">
            <div className="rounded-md bg-white p-3 shadow-sm">
              <svg viewBox="0 0 160 80" className="h-24 w-full" aria-hidden="true">
                <circle cx="40" cy="40" r="30" className="fill-brand-600" />
                <rect x="62" y="16" width="44" height="48" rx="8" className="fill-accent" />
                <path d="M112 64 L136 18 L160 64 Z" className="fill-ink" />
              </svg>
              <p className="mt-2 line-clamp-2 leading-snug font-semibold text-slate-900">{title}</p>
            </div>
            <div className="mt-2 flex gap-1.5">
              {["bg-brand-600", "bg-accent", "bg-ink", "bg-brand-200", "bg-slate-50"].map(
                (swatch) => (
                  <span
                    key={swatch}
                    className={cn("size-5 rounded-full ring-1 ring-slate-300", swatch)}
                  />
                ),
              )}
            </div>
          </div>
        </div>
      </BrowserFrame>
    );
  },
};

/** A brand's identity: its mark with the palette, and a business card with the client's name. */
function Identity({ service }: { service: Service }) {
  const { title } = serviceWork(service);
  return (
    <div className="grid grid-cols-[1fr_auto] gap-4">
      <div className="grid place-items-center rounded-2xl bg-white p-6 shadow-2xl shadow-black/50">
        <span className="grid size-24 place-items-center rounded-full bg-brand-700 text-accent">
          <Icon name={service.icon} className="size-11" />
        </span>
      </div>
      <ul className="grid gap-2">
        {["bg-brand-700", "bg-accent", "bg-ink ring-1 ring-white/20", "bg-brand-200"].map(
          (swatch) => (
            <li key={swatch} className={cn("h-9 w-14 rounded-lg", swatch)} />
          ),
        )}
      </ul>
      <div className="col-span-2 flex items-center gap-4 rounded-xl bg-slate-50 p-4 text-slate-700 shadow-xl shadow-black/40">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-accent">
          <Icon name={service.icon} className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block font-display text-sm leading-snug font-semibold text-slate-900">
            {title}
          </span>
          <span className="mt-2 block space-y-1">
            <Bar className="w-32" />
            <Bar className="w-20" />
          </span>
        </span>
      </div>
    </div>
  );
}

/** A spreadsheet row: its number, then cells of grey standing in for entries. */
function Row({ row, highlighted }: { row: number; highlighted: boolean }) {
  return (
    <>
      <span className="bg-slate-100 px-1 py-1 text-center text-slate-500">{row}</span>
      {[0, 1, 2].map((cell) => (
        <span key={cell} className={cn("px-1.5 py-1.5", highlighted ? "bg-accent/25" : "bg-white")}>
          <Bar className={cn(cell === 1 ? "w-3/5" : "w-4/5", highlighted && "bg-accent")} />
        </span>
      ))}
    </>
  );
}

/** A service: its recent work on the screen it is done for, with the result as the caption. */
export function ServiceHeroArt({ service }: { service: Service }) {
  const { results } = serviceWork(service);
  return (
    <BandArt>
      <div data-screen={serviceScreen(service)}>{screens[serviceScreen(service)](service)}</div>
      <Caption label={pageArt.service.proof}>{results[0]}</Caption>
    </BandArt>
  );
}
