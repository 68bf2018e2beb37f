interface ArticleContentsProps {
  /** The article's sections, each its heading's anchor and words. */
  sections: { id: string; text: string }[];
  /** The list's heading, such as "Contents". */
  title: string;
}

/**
 * The sections at hand beside a long text, from 1024 px: plain links to the headings, kept in view
 * while the text scrolls. An article of one section has none.
 */
export function ArticleContents({ sections, title }: ArticleContentsProps) {
  if (sections.length < 2) return null;
  return (
    <nav aria-labelledby="contents" className="hidden lg:block">
      <div className="sticky top-28 border-l border-slate-200 pl-6">
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
      </div>
    </nav>
  );
}
