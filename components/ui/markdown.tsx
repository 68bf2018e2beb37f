import { Fragment, type ReactNode } from "react";

import { headingId, parseMarkdown, type Inline } from "@/lib/markdown";

/**
 * A long text from the content files, written in the editor's Markdown (lib/markdown.ts), as
 * paragraphs and lists. The build has already refused what the site does not show, so this only
 * renders. Email addresses in the text become mailto links by themselves.
 */

interface MarkdownProps {
  source: string;
  /** Classes of each paragraph, e.g. "mt-4 text-lg". */
  paragraphClassName: string;
  /** Classes of a list; its kind of marker is added here. */
  listClassName?: string;
  /**
   * An article's text: its ## and ### headings are shown (as h2 and h3 with these classes, each
   * with an anchor of its words); any other text has none.
   */
  headingClassNames?: { 2: string; 3: string };
}

const linkClass = "font-medium text-brand-700 underline";
const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

function withEmailLinks(text: string): ReactNode {
  return text.split(emailPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`} className={linkClass}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return <Fragment key={index}>{withEmailLinks(node.value)}</Fragment>;
      case "strong":
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case "emphasis":
        return <em key={index}>{renderInline(node.children)}</em>;
      case "link":
        return (
          <a key={index} href={node.href} className={linkClass}>
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

export function Markdown({
  source,
  paragraphClassName,
  listClassName = "mt-4 space-y-2 pl-6",
  headingClassNames,
}: MarkdownProps) {
  return parseMarkdown(source, { headings: Boolean(headingClassNames) }).blocks.map(
    (block, index) =>
      block.type === "heading" ? (
        block.level === 2 ? (
          <h2 key={index} id={headingId(block.children)} className={headingClassNames?.[2]}>
            {renderInline(block.children)}
          </h2>
        ) : (
          <h3 key={index} id={headingId(block.children)} className={headingClassNames?.[3]}>
            {renderInline(block.children)}
          </h3>
        )
      ) : block.type === "paragraph" ? (
        <p key={index} className={paragraphClassName}>
          {renderInline(block.children)}
        </p>
      ) : block.ordered ? (
        <ol key={index} className={`list-decimal ${listClassName}`}>
          {block.items.map((item, at) => (
            <li key={at}>{renderInline(item)}</li>
          ))}
        </ol>
      ) : (
        <ul key={index} className={`list-disc ${listClassName}`}>
          {block.items.map((item, at) => (
            <li key={at}>{renderInline(item)}</li>
          ))}
        </ul>
      ),
  );
}
