/**
 * The Markdown the content editor writes in its long texts (legal sections, service overviews,
 * the company story), read into blocks the pages render as React elements.
 *
 * Only what the editor's toolbar offers is understood: paragraphs, bulleted and numbered lists,
 * bold, italic and links, with backslash escapes; an article's text (`headings: true`) also has
 * headings of two levels, ## and ###, under the page's own title. Anything else (headings, quotes, code, HTML,
 * pictures, lists inside lists) is reported as a problem in plain words, so the build refuses it
 * instead of showing stray # or < characters on a page. No HTML ever passes through.
 */

export type Inline =
  | { type: "text"; value: string }
  | { type: "strong" | "emphasis"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "heading"; level: 2 | 3; children: Inline[] };

export interface MarkdownOptions {
  /** Headings ## and ### are allowed (an article's text); otherwise the page gives them. */
  headings?: boolean;
}

export interface ParsedMarkdown {
  blocks: Block[];
  /** What the text uses that the site does not show, each as a sentence's ending. */
  problems: string[];
}

const bulletItem = /^[-*+][ \t]+(.*)$/;
const numberedItem = /^\d{1,9}[.)][ \t]+(.*)$/;

/** Lines the site has no way to show, with what to do instead. */
const unsupported: [RegExp, string][] = [
  [/^#{1,6}(\s|$)/, "has a heading (a line starting with #); the page gives the headings"],
  [/^>/, "has a quote (a line starting with >); write it as a paragraph"],
  [/^(```|~~~)/, "has a code block (```); write plain text"],
  [/^<[a-zA-Z!/]/, "has HTML (a line starting with <); write plain text"],
  [
    /^(\*\s*){3,}$|^(-\s*){3,}$|^(_\s*){3,}$/,
    "has a dividing line (---); start a paragraph instead",
  ],
  [/^\|.*\|$/, "has a table (| … |); write it as a list"],
];

/** Links may point to a page of this site, a section, a web address, an email or a phone. */
const allowedHref = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/;

const heading = /^(#{1,6})[ \t]+(.*?)[ \t#]*$/;

export function parseMarkdown(source: string, options: MarkdownOptions = {}): ParsedMarkdown {
  const problems: string[] = [];
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", children: inline(paragraph.join(" ")) });
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items.map(inline) });
    paragraph = [];
    list = undefined;
  };

  function inline(text: string): Inline[] {
    const parsed = parseInline(text.trim());
    problems.push(...parsed.problems);
    return parsed.nodes;
  }

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const indented = /^( {4,}|\t)/.test(raw);
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const bullet = bulletItem.exec(line);
    const numbered = bullet ? null : numberedItem.exec(line);
    const item = bullet ?? numbered;
    if (item && indented && list) {
      problems.push("has a list inside a list; the site shows one level of points");
      continue;
    }
    if (item) {
      const ordered = numbered !== null;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? "");
      continue;
    }
    if (indented && !list) {
      problems.push("has an indented line, which Markdown reads as code; remove the spaces");
      continue;
    }
    const title = options.headings ? heading.exec(line) : null;
    if (title) {
      flush();
      const level = title[1]!.length;
      if (level === 2 || level === 3)
        blocks.push({ type: "heading", level, children: inline(title[2] ?? "") });
      else
        problems.push(
          level === 1
            ? "has a heading of the first level (# …); the title is the page's one, so start headings with ## (or ### under them)"
            : `has a heading of level ${level} (${"#".repeat(level)} …); use ## for a section and ### under it`,
        );
      continue;
    }
    const rule = unsupported.find(([pattern]) => pattern.test(line));
    if (rule) {
      problems.push(rule[1]);
      continue;
    }
    if (list) {
      // A line under a point continues it (as the editor wraps long points).
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    paragraph.push(line.replace(/\\$/, ""));
  }
  flush();
  return { blocks, problems: [...new Set(problems)] };
}

interface InlineResult {
  nodes: Inline[];
  problems: string[];
}

/** Bold (**…**), italic (*…* or _…_), links ([…](…)) and escapes (\*) within one block. */
export function parseInline(text: string): InlineResult {
  const problems: string[] = [];
  const nodes: Inline[] = [];
  let buffer = "";
  const pushText = () => {
    if (buffer) nodes.push({ type: "text", value: buffer });
    buffer = "";
  };

  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const char = text[i] ?? "";
    if (char === "\\" && /^\\[!-/:-@[-`{-~]/.test(rest)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (rest.startsWith("![")) {
      problems.push("has a picture (![…](…)); pictures are not shown in this text");
    }
    if (char === "`") {
      problems.push("has code formatting (`…`); write plain text");
    }
    if (char === "<" && /^<\/?[a-zA-Z][^>]*>/.test(rest)) {
      problems.push("has HTML (<…>); write plain text");
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
    const emphasis = /^([*_])(?=\S)([\s\S]*?\S)\1(?![*_])/.exec(rest);
    const wordBefore = /\w/.test(text[i - 1] ?? "");
    // Bold first: "**" also opens an emphasis. An underscore inside a word is a letter.
    const styled = strong
      ? { type: "strong" as const, match: strong }
      : emphasis && !(char === "_" && wordBefore)
        ? { type: "emphasis" as const, match: emphasis }
        : undefined;
    if (styled) {
      pushText();
      const inner = parseInline(styled.match[2] ?? "");
      problems.push(...inner.problems);
      nodes.push({ type: styled.type, children: inner.nodes });
      i += styled.match[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(\s*<?([^\s)>]*)>?(?:\s+"[^"]*")?\s*\)/.exec(rest);
    if (link) {
      pushText();
      const href = link[2] ?? "";
      if (!allowedHref.test(href))
        problems.push(
          `links to "${href}"; a link must start with / (a page here), # (a section), https://, mailto: or tel:`,
        );
      const inner = parseInline(link[1] ?? "");
      problems.push(...inner.problems);
      nodes.push({ type: "link", href, children: inner.nodes });
      i += link[0].length;
      continue;
    }
    buffer += char;
    i += 1;
  }
  pushText();
  return { nodes, problems };
}

/** Inline text without its marks. */
export const plainText = (nodes: Inline[]): string =>
  nodes.map((node) => (node.type === "text" ? node.value : plainText(node.children))).join("");

/** The text a visitor reads, without the marks: for counting, searching and tests. */
export function markdownText(source: string, options: MarkdownOptions = {}): string[] {
  return parseMarkdown(source, options).blocks.flatMap((block) =>
    block.type === "list" ? block.items.map(plainText) : [plainText(block.children)],
  );
}

/** Words a reader reads per minute, for a reading time: a common figure for business prose. */
export const WORDS_PER_MINUTE = 220;

/** Whole minutes to read a Markdown text, at least one. */
export function readingMinutes(source: string): number {
  const words = markdownText(source, { headings: true })
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** A heading's anchor: its words in lower case joined by dashes. */
export function headingId(nodes: Inline[]): string {
  return plainText(nodes)
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** An article's sections: its ## headings, with their anchors, for a list of contents. */
export function sectionHeadings(source: string): { id: string; text: string }[] {
  return parseMarkdown(source, { headings: true }).blocks.flatMap((block) =>
    block.type === "heading" && block.level === 2
      ? [{ id: headingId(block.children), text: plainText(block.children) }]
      : [],
  );
}
