import type { Metadata } from "next";
import { ArrowRight } from "lucide-react";
import Link from "next/link";

import { ButtonLink } from "@/components/ui/button-link";
import { notFoundHelp, popularPages } from "@/content/navigation";
import { notFoundText } from "@/content/sections";
import { siteSearchText } from "@/content/widgets";
import { isPreview } from "@/content/seo";
import { cardSpans } from "@/lib/grid";

import { GoBackButton } from "./go-back-button";
import { NotFoundSearch } from "./not-found-search";

export const notFoundMetadata: Metadata = {
  title: notFoundText.title,
  description: notFoundText.description,
  robots: { index: false, follow: !isPreview() },
};

/** The popular pages' twelfths of a phone's row each: three to a row at most, rows evenly filled. */
const linkSpans = cardSpans(popularPages.length, 3);
const phoneSpan: Record<number, string> = {
  4: "col-span-4",
  6: "col-span-6",
  12: "col-span-12",
};

/** One obvious way out (home), then quieter ones: back, search, popular pages, support. */
export function NotFoundView() {
  return (
    <section className="container-page py-16 text-center sm:py-20 lg:py-24">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand-700 to-violet bg-clip-text text-8xl leading-none font-extrabold tracking-tight text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {notFoundText.title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-slate-600">
        {notFoundText.text}
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-x-2 gap-y-3">
        <ButtonLink href={notFoundText.home.href}>{notFoundText.home.label}</ButtonLink>
        <GoBackButton className="inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900" />
      </div>

      <div className="mx-auto mt-12 max-w-xl border-t border-slate-200 pt-10">
        <NotFoundSearch
          text={{
            label: siteSearchText.label,
            placeholder: siteSearchText.placeholder,
            button: siteSearchText.button,
          }}
        />
        <nav aria-labelledby="popular-pages" className="mt-8">
          <h2 id="popular-pages" className="caps-label">
            {notFoundText.popularPages}
          </h2>
          {/* On phones, rows of three at most, evenly filled (lib/grid.ts): no link alone on a line. */}
          <ul className="mt-2 grid grid-cols-12 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-1">
            {popularPages.map((page, index) => (
              <li key={page.href} className={phoneSpan[linkSpans[index]!]}>
                <Link
                  href={page.href}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-slate-600">
          {notFoundHelp.text}{" "}
          <Link
            href={notFoundHelp.link.href}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
          >
            {notFoundHelp.link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
