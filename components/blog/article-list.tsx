import type { Article } from "@/content/articles";
import { CardGrid } from "@/components/ui/card-grid";

import { ARTICLE_CARD_ROWS, ArticleCard } from "./article-card";

/**
 * How many articles lead a list of `count`: one, or the newest two side by side where the rest
 * would otherwise end in two short rows (seven under one lead are 3 + 2 + 2 by the grid rule,
 * which read as a broken grid): then the rest fill rows of three.
 */
export function leadCount(count: number): 1 | 2 {
  return count >= 2 && (count - 1) % 3 === 1 ? 2 : 1;
}

/**
 * A list of articles, newest first: the newest as a wide lead card with its cover as a band (or
 * the newest two as a row of two, `leadCount`), the rest in the grid of every list of cards.
 * /blog and each topic's page show their articles so. The leads stand in the first screen: their
 * covers load at once.
 */
export function ArticleList({
  articles,
  headingLevel = 3,
}: {
  articles: readonly Article[];
  headingLevel?: 2 | 3;
}) {
  if (articles.length === 0) return null;
  const leads = leadCount(articles.length);
  const rest = articles.slice(leads);
  return (
    <>
      <CardGrid max={leads} rows={ARTICLE_CARD_ROWS}>
        {articles.slice(0, leads).map((article) => (
          <ArticleCard
            key={article.id}
            article={article}
            priority
            lead
            headingLevel={headingLevel}
          />
        ))}
      </CardGrid>
      {rest.length > 0 && (
        <CardGrid rows={ARTICLE_CARD_ROWS} className="mt-6">
          {rest.map((article) => (
            <ArticleCard key={article.id} article={article} headingLevel={headingLevel} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
