import type { ReactNode } from "react";

interface ArticleSideProps {
  /** The article's sections, each its heading's anchor and words. */
  sections: { id: string; text: string }[];
  /** The list's heading, such as "Contents". */
  title: string;
  /** What stands under the contents, such as the ask to quote. */
  children?: ReactNode;
}

/**
 * The column beside a long text, from 1024 px, kept in view while the text scrolls: the sections
 * at hand (plain links to the headings; an article of one section has none), and under them what
 * the page asks of a reader who has read this far. Alone, the contents left the column empty
 * under a few lines.
 */
export function ArticleSide({ sections, title, children }: ArticleSideProps) {
  return (
    <div className="hidden lg:block">
      <div className="sticky top-28 grid gap-10">
        {sections.length > 1 && (
          <nav aria-labelledby="contents" className="border-l border-slate-200 pl-6">
            <h2 id="contents" className="caps-label">
              {title}
            </h2>
            <ol className="mt-2 text-sm leading-snug">
              {sections.map(({ id, text }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="flex min-h-11 items-center text-slate-700 hover:text-brand-700 hover:underline"
                  >
                    {text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {children}
      </div>
    </div>
  );
}
