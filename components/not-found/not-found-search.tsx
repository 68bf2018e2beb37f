"use client";

import { lazy, Suspense, useEffect, useState } from "react";

import { SearchForm, type SearchFormText } from "@/components/search/search-form";

/**
 * The site search on the not-found page. That page is the root layout's not-found boundary, whose
 * client code Next.js puts in every page's first JavaScript; so the live search is loaded only here,
 * once the page is live. Until then, and without scripts, the page holds the search's plain form,
 * which sends its query to /search by itself; the live search takes its place with what was typed
 * in it, and its focus.
 */
const SiteSearch = lazy(() =>
  import("@/components/search/site-search").then((module) => ({ default: module.SiteSearch })),
);

const frame = "mx-auto w-full max-w-xl text-left";

/** `text`: the search's words, given by the server so that no content module comes with this code. */
export function NotFoundSearch({ text }: { text: SearchFormText }) {
  const [handOver, setHandOver] = useState<{ typed: string; focus: boolean } | null>(null);

  useEffect(() => {
    const box = document.getElementById("site-search") as HTMLInputElement | null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once, from the page as shown
    setHandOver({ typed: box?.value ?? "", focus: !!box && document.activeElement === box });
  }, []);

  const plain = (
    <div className={frame}>
      <SearchForm text={text} />
    </div>
  );
  if (!handOver) return plain;
  return (
    <Suspense fallback={plain}>
      <SiteSearch typed={handOver.typed} focus={handOver.focus} />
    </Suspense>
  );
}
