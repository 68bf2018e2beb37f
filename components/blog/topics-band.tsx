import { tags } from "@/content/articles";
import { blogText, FEEDS } from "@/content/blog";
import { ChipList } from "@/components/ui/chip-list";

const text = blogText.list;

/**
 * The foot of /blog and of each topic's page: every topic, the most used first, and the feeds. On
 * a topic's page its own topic is filled and marked as the current page, the others are links
 * (as plain text among them, it read as not marked at all). No counts: with most
 * topics holding one article, a row of "(1)" read as noise.
 */
export function TopicsBand({ current }: { current?: string }) {
  return (
    <section aria-labelledby="topics" className="border-t border-slate-200 bg-slate-50 py-14">
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:gap-16">
        <div>
          <h2 id="topics" className="text-2xl font-bold">
            {text.topics}
          </h2>
          <ChipList
            className="mt-5"
            chips={tags.map((tag) =>
              tag.slug === current
                ? { label: tag.name, current: true }
                : { label: tag.name, href: tag.href },
            )}
          />
        </div>
        <div>
          <p className="text-slate-700">{text.feeds}</p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {[
              { label: text.rss, feed: FEEDS.rss },
              { label: text.atom, feed: FEEDS.atom },
            ].map(({ label, feed }) => (
              <li key={feed.path}>
                {/* A file, not a page: a plain link, never prefetched as one. */}
                <a
                  href={feed.path}
                  type={feed.type}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
