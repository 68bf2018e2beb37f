import Link from "next/link";

import { formatDate, type Article } from "@/content/articles";
import { blogText } from "@/content/blog";
import { fillVars } from "@/content/fill-vars";
import { Picture } from "@/components/ui/picture";
import { cn } from "@/lib/cn";

const text = blogText.article;

/**
 * Who wrote an article and when: the author's portrait and name (a link to their card on /about),
 * then the dates and the reading time, in the band's colours.
 */
export function ArticleByline({ article }: { article: Article }) {
  const { author } = article;
  return (
    <div className="flex items-center gap-4">
      <Picture
        picture={{ ...author.portrait, alt: "" }}
        priority
        className="aspect-4/5 h-auto w-12 shrink-0 rounded-lg bg-slate-200 object-cover"
      />
      <div className="min-w-0 text-sm text-(--band-muted)">
        <p>
          {text.by}{" "}
          <Link
            href={author.href}
            rel="author"
            className="font-semibold text-(--band-fg) underline decoration-(--band-line) decoration-1 underline-offset-4 hover:decoration-2"
          >
            {author.name}
          </Link>
          , <span>{author.role}</span>
        </p>
        <ArticleDates article={article} className="mt-1" />
      </div>
    </div>
  );
}

/**
 * Published (and updated) dates and reading time, separated by dots. Each part keeps its words on
 * one line and carries its dot before it; the row starts one dot's width left of its box, which
 * hides what lies there, so the dot of a part that begins a line is hidden: a narrow column wraps
 * between parts, with no dot at a line's start or end ("4 / min read" had split the reading time,
 * and wrapped lines had begun with a dot).
 */
export function ArticleDates({
  article,
  className,
  showUpdated = true,
}: {
  article: Article;
  className?: string;
  /** Whether to show the date it was updated, if it was (a list's card shows the first alone). */
  showUpdated?: boolean;
}) {
  return (
    <p className={cn("overflow-hidden", className)}>
      <span className="-ml-4 flex flex-wrap [&>span]:whitespace-nowrap">
        <span>
          <Dot />
          <span className="sr-only">{text.published} </span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
        </span>
        {showUpdated && article.updated && (
          <span>
            <Dot />
            {text.updated} <time dateTime={article.updated}>{formatDate(article.updated)}</time>
          </span>
        )}
        <span>
          <Dot />
          {fillVars(text.minutes, { minutes: article.minutes })}
        </span>
      </span>
    </p>
  );
}

/** The dot before a part of a line of facts, for the eye only, one dot's width wide. */
const Dot = () => (
  <span aria-hidden="true" className="inline-block w-4 text-center">
    ·
  </span>
);
