import Link from "next/link";

import type { Article } from "@/content/articles";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { subgrid } from "@/components/ui/card-grid";
import { Picture } from "@/components/ui/picture";
import { cn } from "@/lib/cn";

import { ArticleDates } from "./article-meta";

interface ArticleCardProps {
  article: Article;
  /** Near the first screen: its cover loads at once. */
  priority?: boolean;
  /** Its title's level in the page's outline: 2 in a list straight under the page's title. */
  headingLevel?: 2 | 3;
  /** The list's lead article: below 896 px its cover stays a full band over the text. */
  lead?: boolean;
}

/**
 * An article in a list: its cover, topic, title (the link: the whole card answers a click), the
 * description, its author's name, and under it when it was published and its reading time. In a
 * narrow card the cover stands over the text. In a card of 640 px or more (alone on its row on a tablet) the cover is a framed 16:9 picture beside the text,
 * at its top: as a full band there it was about 400 px tall, and three made a column of covers
 * (the list's `lead` keeps its band). From 992 px the cover fills the card's side, cropped to the
 * text's height, which is close to the cover's own at that width; a lead's does from 896 px (a
 * small laptop's whole row: as a band there its cover stood about 540 px tall).
 *
 * With its cover over its text, the card is four rows shared with its row neighbours' (CardGrid's
 * `rows` of ARTICLE_CARD_ROWS): the cover, the topic and title, the description, the byline. A
 * title on two lines makes its row's titles that tall, so every description in the row starts at
 * one height, and every byline too. Beside its cover, the card is a row of its own.
 */
/** The rows an article card spans and shares: what every list of them passes as `rows`. */
export const ARTICLE_CARD_ROWS = 4;

export function ArticleCard({
  article,
  priority = false,
  headingLevel = 3,
  lead = false,
}: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const beside = !lead;
  return (
    <article
      className={cn(
        cardClass,
        cardHoverClass,
        subgrid[ARTICLE_CARD_ROWS],
        "relative w-full overflow-hidden @min-[62rem]:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] @min-[62rem]:grid-rows-1",
        beside && "@min-[40rem]:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] @min-[40rem]:grid-rows-1",
        lead && "@min-[56rem]:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] @min-[56rem]:grid-rows-1",
      )}
    >
      <Picture
        picture={article.cover}
        priority={priority}
        className={cn(
          "aspect-video w-full object-cover @min-[62rem]:h-full",
          beside &&
            "@min-[40rem]:mt-6 @min-[40rem]:ml-6 @min-[40rem]:w-[calc(100%-1.5rem)] @min-[40rem]:self-start @min-[40rem]:rounded-xl @min-[62rem]:m-0 @min-[62rem]:w-full @min-[62rem]:self-stretch @min-[62rem]:rounded-none",
          lead && "@min-[56rem]:h-full",
        )}
      />
      <div
        className={cn(
          // Its three rows of the card's four, shared; beside the cover, one column of its own.
          "row-span-3 grid grid-rows-subgrid p-6",
          "@min-[62rem]:row-span-1 @min-[62rem]:flex @min-[62rem]:flex-col @min-[62rem]:justify-center @min-[62rem]:p-10",
          beside && "@min-[40rem]:row-span-1 @min-[40rem]:flex @min-[40rem]:flex-col",
          lead &&
            "@min-[56rem]:row-span-1 @min-[56rem]:flex @min-[56rem]:flex-col @min-[56rem]:justify-center @min-[56rem]:p-8",
        )}
      >
        <div>
          <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
            {article.tags[0]!.name}
          </p>
          <Heading
            className={cn(
              "mt-3 text-xl leading-snug font-bold text-balance @min-[48rem]:text-3xl",
              // Beside its cover on a small laptop, a lead's words are set a step smaller: as tall
              // as the cover at 16:9, so the cover is not cropped into its picture's edges.
              lead && "@min-[56rem]:text-2xl @min-[62rem]:text-3xl",
            )}
          >
            <Link
              href={article.href}
              className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
            >
              {article.title}
            </Link>
          </Heading>
        </div>
        <p
          className={cn(
            "mt-3 flex-1 text-slate-600 @min-[48rem]:flex-none @min-[48rem]:text-lg",
            lead && "@min-[56rem]:text-base @min-[62rem]:text-lg",
          )}
        >
          {article.description}
        </p>
        {/* Who, then when, each on a line of its own: as one line, a narrow card wrapped the
            reading time alone onto a second line, which read as a slip. */}
        <div className="mt-5 text-sm text-slate-600">
          <p className="font-semibold text-slate-900">{article.author.name}</p>
          <ArticleDates article={article} showUpdated={false} className="mt-0.5" />
        </div>
      </div>
    </article>
  );
}
