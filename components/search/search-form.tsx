import { ArrowRight, Search } from "lucide-react";
import type { ChangeEvent, FormEvent, Ref } from "react";

import { composition } from "@/components/ui/composition";
import { cn } from "@/lib/cn";
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
  /** "large": the search page's band, where the box is the band's main element. */
  size?: "default" | "large";
}

/** Each size's form, box and button: the button marigold, as every search's and filled button. */
const sizes = {
  default: {
    form: "gap-2",
    box: "min-h-12 border border-slate-300 px-5 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none",
    button:
      "min-h-12 w-12 justify-center gap-2 bg-accent text-slate-950 hover:bg-accent-hover sm:w-auto sm:px-5",
  },
  large: {
    form: "gap-2 sm:gap-3",
    box: "min-h-14 pr-4 pl-11 shadow-xl ring-1 shadow-(color:--band-shadow) ring-(--band-line) sm:min-h-16 sm:pl-14 sm:text-lg",
    button:
      "min-h-14 w-14 justify-center bg-accent text-slate-950 hover:bg-accent-hover sm:min-h-16 sm:w-auto sm:px-7",
  },
};

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
  size = "default",
}: SearchFormProps) {
  const large = size === "large";
  return (
    <form
      role="search"
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      className={cn("flex", sizes[size].form)}
    >
      <label htmlFor="site-search" className="sr-only">
        {text.label}
      </label>
      <div className="relative flex min-w-0 flex-1" {...(large && composition)}>
        {large && (
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500 sm:left-5 sm:size-6"
          />
        )}
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
          className={cn(
            "min-w-0 flex-1 rounded-full bg-white text-slate-900 placeholder:text-slate-500",
            sizes[size].box,
          )}
        />
      </div>
      <button
        type="submit"
        className={cn(
          "inline-flex shrink-0 items-center rounded-full font-semibold",
          sizes[size].button,
        )}
      >
        {large ? (
          <>
            {/* On phones an arrow, so the box keeps the width for what is typed. */}
            <ArrowRight aria-hidden="true" className="size-5 sm:hidden" />
            <span className="max-sm:sr-only">{text.button}</span>
          </>
        ) : (
          <>
            {/* On phones the magnifier alone, so the box shows its whole placeholder. */}
            <Search aria-hidden="true" className="size-5 sm:size-4" />
            <span className="max-sm:sr-only">{text.button}</span>
          </>
        )}
      </button>
    </form>
  );
}
