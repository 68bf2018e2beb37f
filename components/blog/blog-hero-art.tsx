import { articles, type Article, type Tag } from "@/content/articles";
import { blogText } from "@/content/blog";
import { fillVars } from "@/content/fill-vars";
import { BandArt, Chip, Panel } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";

/**
 * /blog and its topic pages: who writes the articles (of the topic, when there is one), and the
 * feeds to follow them by. On /blog each author has the topic they last wrote on; on a topic's
 * page none (the page's own would stand on every row, and another of the article's topics, as it
 * once had, read as a wrong label). The articles themselves are the list right below, so the band
 * does not repeat them.
 */
export function BlogHeroArt({ tag }: { tag?: Tag }) {
  const listed = tag
    ? articles.filter((article) => article.tags.some((t) => t.slug === tag.slug))
    : articles;
  // Each author once, by their latest article (the list is newest first).
  const latest = new Map<string, Article>();
  for (const article of listed)
    if (!latest.has(article.author.id)) latest.set(article.author.id, article);
  const authors = [...latest.values()].slice(0, 3);
  return (
    <BandArt>
      <Panel
        title={blogText.art.title}
        aside={fillVars(blogText.art.authors, { count: latest.size })}
      >
        <ul className="space-y-2">
          {authors.map(({ author, tags }) => {
            const topic = tag ? undefined : tags[0];
            return (
              <li
                key={author.id}
                className="flex items-center gap-3 rounded-xl bg-(--band-row) px-3 py-2.5 text-slate-600 shadow-lg shadow-(color:--band-shadow)"
              >
                <Picture
                  picture={{ ...author.portrait, alt: "" }}
                  priority
                  className="aspect-4/5 h-auto w-10 shrink-0 rounded-lg bg-slate-200 object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm leading-snug font-semibold text-slate-900">
                    {author.name}
                  </span>
                  <span className="block text-xs leading-snug text-pretty">{author.role}</span>
                </span>
                {topic && <Chip tone="brand">{topic.name}</Chip>}
              </li>
            );
          })}
        </ul>
      </Panel>
      <div className="mt-4 flex items-center gap-3 rounded-xl border border-(--band-line) bg-(--band-glass) px-4 py-3 text-sm text-(--band-soft)">
        <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
          <Icon name="newspaper" className="size-4" />
        </span>
        {blogText.art.feeds}
        <span className="ml-auto flex gap-1.5">
          <Chip>RSS</Chip>
          <Chip>Atom</Chip>
        </span>
      </div>
    </BandArt>
  );
}
