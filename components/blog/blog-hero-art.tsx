import { articles, type Tag } from "@/content/articles";
import { blogText } from "@/content/blog";
import { fillVars } from "@/content/placeholders";
import { BandArt, Chip, Panel } from "@/components/sections/art-kit";
import { Icon } from "@/components/ui/icon";

/**
 * /blog and its topic pages: a reading list of the newest articles (those of the topic, with the
 * topic marked), and the feeds to follow them by.
 */
export function BlogHeroArt({ tag }: { tag?: Tag }) {
  const listed = tag
    ? articles.filter((article) => article.tags.some((t) => t.slug === tag.slug))
    : articles;
  const shown = listed.slice(0, 3);
  return (
    <BandArt>
      <Panel title={tag?.name ?? blogText.art.title} aside={listed.length}>
        <ol className="space-y-2">
          {shown.map((article, index) => (
            <li
              key={article.id}
              className="flex gap-3 rounded-xl bg-white px-3 py-3 text-slate-600 shadow-lg shadow-black/30"
            >
              <span className="font-display text-2xl leading-none font-bold text-brand-600">
                {String(index + 1).padStart(2, "0")}
              </span>
              <span className="min-w-0">
                <span className="block text-sm leading-snug font-semibold text-slate-900">
                  {article.title}
                </span>
                <span className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
                  {article.author.name}
                  <span aria-hidden="true">·</span>
                  {fillVars(blogText.article.minutes, { minutes: article.minutes })}
                  <Chip tone="brand">{(tag ?? article.tags[0]!).name}</Chip>
                </span>
              </span>
            </li>
          ))}
        </ol>
      </Panel>
      <div className="mt-4 flex items-center gap-3 rounded-xl border border-white/15 px-4 py-3 text-sm text-slate-200">
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
