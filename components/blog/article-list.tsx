import type { Article } from "@/content/articles";
import { CardGrid } from "@/components/ui/card-grid";

import { ArticleCard } from "./article-card";

/**
 * A list of articles, newest first: the newest as a wide lead card with its cover as a band, the
 * rest in the grid of every list of cards. /blog and each topic's page show their articles so.
 * The lead stands in the first screen: its cover loads at once.
 */
export function ArticleList({
  articles,
  headingLevel = 3,
}: {
  articles: readonly Article[];
  headingLevel?: 2 | 3;
}) {
  const [newest, ...rest] = articles;
  if (!newest) return null;
  return (
    <>
      <CardGrid max={1}>
        <ArticleCard article={newest} priority lead headingLevel={headingLevel} />
      </CardGrid>
      {rest.length > 0 && (
        <CardGrid className="mt-6">
          {rest.map((article) => (
            <ArticleCard key={article.id} article={article} headingLevel={headingLevel} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
