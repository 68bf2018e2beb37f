import { Search } from "lucide-react";
import type { ChangeEvent, FormEvent, Ref } from "react";

import { MAX_QUERY_LENGTH, SEARCH_PATH } from "@/lib/search-query";

/** The form's words (content/data/widgets.json, the site search). */
export interface SearchFormText {
  label: string;
  placeholder: string;
  button: string;
}

interface SearchFormProps {
  text: SearchFormText;
  /** The query, when the form is live; without it the box is the browser's own. */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus?: () => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The site search's form: a GET form to /search, which the browser sends by itself (and /search
 * reads the query from its address), so it works before and without the page's scripts. Used
 * live by components/search/site-search.tsx, and as it is where the live search is not yet loaded.
 */
export function SearchForm({
  text,
  value,
  onChange,
  onFocus,
  onSubmit,
  inputRef,
}: SearchFormProps) {
  return (
    <form
      role="search"
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      className="flex gap-2"
    >
      <label htmlFor="site-search" className="sr-only">
        {text.label}
      </label>
      <input
        ref={inputRef}
        id="site-search"
        name="q"
        type="search"
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        onFocus={onFocus}
        onChange={onChange}
        placeholder={text.placeholder}
        className="min-h-12 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none"
      />
      <button
        type="submit"
        className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-700"
      >
        <Search aria-hidden="true" className="size-4" />
        {text.button}
      </button>
    </form>
  );
}
