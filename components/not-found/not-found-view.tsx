import type { Metadata } from "next";
import { ArrowRight } from "lucide-react";
import Link from "next/link";

import { ButtonLink } from "@/components/ui/button-link";
import { Picture } from "@/components/ui/picture";
import { practiceLead } from "@/content/team";
import { notFoundHelp, popularPages } from "@/content/navigation";
import { notFoundText } from "@/content/sections";
import { siteSearchText } from "@/content/widgets";
import { isPreview } from "@/content/seo";
import { pages } from "@/content/pages";

import { GoBackButton } from "./go-back-button";
import { NotFoundSearch } from "./not-found-search";

export const notFoundMetadata: Metadata = {
  title: notFoundText.title,
  description: notFoundText.description,
  robots: { index: false, follow: !isPreview() },
};

/** The popular pages, each with its page's description (the one its metadata and search give). */
const popular = popularPages.map((link) => ({
  ...link,
  description: pages.find((page) => page.href === link.href)?.description,
}));

/** The person of the team who says why the page is missing (the build checked the id). */
const guide = practiceLead(notFoundText.note.person);

/**
 * One of the team saying, in their words, why the page is missing; then one obvious way out
 * (home), and quieter ones: back and search beside it, and the popular pages, each saying what it
 * holds, in a column of their own from 1024 px (under the rest on phones). Every part starts at
 * one left edge.
 */
export function NotFoundView() {
  return (
    <section className="container-page grid grid-cols-1 gap-14 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center lg:gap-20 lg:py-24">
      {/* One left edge for every part: centred, the title and buttons stood off the note's edge. */}
      <div className="mx-auto w-full max-w-xl min-w-0 lg:mx-0 lg:max-w-none">
        <p
          aria-hidden="true"
          className="bg-gradient-to-br from-brand-700 to-violet bg-clip-text text-8xl leading-none font-extrabold tracking-tight text-transparent sm:text-9xl"
        >
          404
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {notFoundText.title}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-pretty text-slate-600">{notFoundText.text}</p>
        {/* A grid, so the words and their caption stand beside the picture while the caption
            stays the figure's own child (a figcaption may not sit in a div). */}
        <figure className="mt-8 grid max-w-xl grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4">
          <Picture
            picture={guide.portrait}
            priority
            className="row-span-2 size-14 rounded-full object-cover object-[50%_30%] ring-1 ring-slate-200"
          />
          <blockquote className="rounded-2xl rounded-tl-sm bg-brand-50 px-5 py-4 text-pretty text-slate-700">
            {notFoundText.note.text}
          </blockquote>
          <figcaption className="col-start-2 mt-2 text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{guide.name}</span>, {guide.role}
          </figcaption>
        </figure>
        <div className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-3">
          <ButtonLink href={notFoundText.home.href} variant="accent">
            {notFoundText.home.label}
          </ButtonLink>
          <GoBackButton className="inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900" />
        </div>
        <div className="mt-10 max-w-xl border-t border-slate-200 pt-8">
          <NotFoundSearch
            text={{
              label: siteSearchText.label,
              placeholder: siteSearchText.placeholder,
              button: siteSearchText.button,
            }}
          />
        </div>
      </div>

      {/* Under the first column below 1024 px, as wide as it; beside it from there. */}
      <div className="mx-auto w-full max-w-xl min-w-0 lg:max-w-none">
        <nav aria-labelledby="popular-pages">
          <h2 id="popular-pages" className="caps-label">
            {notFoundText.popularPages}
          </h2>
          <ul className="mt-4 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {popular.map((page) => (
              <li key={page.href}>
                <Link
                  href={page.href}
                  className="group flex items-start gap-4 px-5 py-4 hover:bg-brand-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="font-semibold text-slate-900 group-hover:text-brand-800">
                      {page.label}
                    </span>
                    {page.description && (
                      <span className="mt-1 block text-sm text-pretty text-slate-600">
                        {page.description}
                      </span>
                    )}
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="mt-1 size-4 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-5 text-sm text-slate-600">
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
