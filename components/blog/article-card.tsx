import Link from "next/link";

import { formatDate, type Article } from "@/content/articles";
import { blogText } from "@/content/blog";
import { fillVars } from "@/content/placeholders";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Picture } from "@/components/ui/picture";
import { cn } from "@/lib/cn";

interface ArticleCardProps {
  article: Article;
  /** Near the first screen: its cover loads at once. */
  priority?: boolean;
  /** Its title's level in the page's outline: 2 in a list straight under the page's title. */
  headingLevel?: 2 | 3;
}

/**
 * An article in a list: its cover, topic, title (the link: the whole card answers a click), the
 * description, and who wrote it when. Alone on a row of 992 px or more, it puts its cover beside the
 * text; narrower, the text beside it would stand taller than the 16:9 cover and crop its sides.
 */
export function ArticleCard({ article, priority = false, headingLevel = 3 }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cn(
        cardClass,
        cardHoverClass,
        "relative flex w-full flex-col overflow-hidden @min-[62rem]:grid @min-[62rem]:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]",
      )}
    >
      <Picture
        picture={article.cover}
        priority={priority}
        className="aspect-video w-full object-cover @min-[62rem]:h-full"
      />
      <div className="flex flex-1 flex-col p-6 @min-[62rem]:justify-center @min-[62rem]:p-10">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
          {article.tags[0]!.name}
        </p>
        <Heading className="mt-3 text-xl leading-snug font-bold text-balance @min-[48rem]:text-3xl">
          <Link
            href={article.href}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-slate-600 @min-[48rem]:flex-none @min-[48rem]:text-lg">
          {article.description}
        </p>
        <p className="mt-5 text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{article.author.name}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          {fillVars(blogText.article.minutes, { minutes: article.minutes })}
        </p>
      </div>
    </article>
  );
}
