import { blogText } from "@/content/blog";
import { CtaSection } from "@/components/sections/cta-section";
import { ButtonLink } from "@/components/ui/button-link";

/** The call to action that closes every Insights page: from reading to asking for a quote. */
export function BlogCta() {
  return (
    <CtaSection
      title={blogText.cta.title}
      description={blogText.cta.description}
      primary={{ label: blogText.cta.action, href: "/quote" }}
    />
  );
}

/**
 * The same ask, small, in the column beside an article: in reach while the article is read, not
 * only after it. Its words are the closing band's, so it is no heading of its own (the band's is).
 */
export function BlogAsk() {
  return (
    // Tighter at 1024 px, where the column is 15rem: at the usual padding the button's words
    // broke onto two lines.
    <div className="on-dark rounded-2xl bg-brand-800 p-4 text-white xl:p-6">
      <p className="text-lg leading-snug font-bold text-white">{blogText.cta.title}</p>
      <ButtonLink href="/quote" variant="accent" className="mt-5 w-full px-3 whitespace-nowrap">
        {blogText.cta.action}
      </ButtonLink>
    </div>
  );
}
