"use client";

import { useEffect, useState, type ComponentType } from "react";

import { SearchForm, type SearchFormText } from "@/components/search/search-form";
import type { SiteSearch as LiveSearch } from "@/components/search/site-search";

/**
 * The site search on the not-found page. That page is the root layout's not-found boundary, whose
 * client code Next.js puts in every page's first JavaScript; so the live search is loaded only here,
 * once the page is live. Until then, and without scripts, the page holds the search's plain form,
 * which sends its query to /search by itself. When the live search has loaded, it takes the plain
 * form's place in one step, with what was typed in it and its focus.
 * `text`: the search's words, given by the server so that no content module comes with this code.
 */
export function NotFoundSearch({ text }: { text: SearchFormText }) {
  const [live, setLive] = useState<{
    Search: ComponentType<Parameters<typeof LiveSearch>[0]>;
    typed: string;
    focus: boolean;
  } | null>(null);

  useEffect(() => {
    let gone = false;
    void import("@/components/search/site-search").then(({ SiteSearch }) => {
      if (gone) return;
      const box = document.getElementById("site-search") as HTMLInputElement | null;
      setLive({
        Search: SiteSearch,
        typed: box?.value ?? "",
        focus: !!box && document.activeElement === box,
      });
    });
    return () => {
      gone = true;
    };
  }, []);

  if (live) return <live.Search typed={live.typed} focus={live.focus} />;
  return (
    <div className="mx-auto w-full max-w-xl text-left">
      <SearchForm text={text} />
    </div>
  );
}
