import { pages } from "@/content/pages";
import { siteSearchText as text } from "@/content/widgets";
import { IntentLink as Link } from "@/components/layout/intent-link";

/**
 * The site's top-level pages, each with its description: the way in when search is not an option.
 * They run down two columns, which the browser balances by height. Their pages are fetched on
 * intent (hover, focus, touch), not for being in view: all of them at
 * once would load every section's JavaScript with the search page.
 */
export function BrowseSite({ className }: { className?: string }) {
  const shown = pages.filter((page) => page.href !== "/search");
  return (
    <nav aria-labelledby="browse-site" className={className}>
      <h2 id="browse-site" className="text-2xl font-bold text-slate-900">
        {text.browse}
      </h2>
      {/* Down two columns, as an index reads: in rows of three, fourteen pages left a hole after
          the last. */}
      <ul className="mt-6 gap-x-12 sm:columns-2">
        {shown.map((page) => (
          <li key={page.href} className="mb-2 break-inside-avoid">
            <Link href={page.href} className="-mx-3 block rounded-xl px-3 py-2 hover:bg-brand-50">
              <span className="font-semibold text-brand-700">{page.title}</span>
              <span className="block text-sm text-slate-600">{page.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
