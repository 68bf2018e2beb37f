import {
  headingId,
  markdownText,
  parseInline,
  parseMarkdown,
  readingMinutes,
  type Inline,
} from "./markdown";

describe("parseMarkdown", () => {
  it("reads paragraphs split by empty lines, and joins the lines of one", () => {
    expect(parseMarkdown("One\nline.\n\n\nTwo.").blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", value: "One line." }] },
      { type: "paragraph", children: [{ type: "text", value: "Two." }] },
    ]);
  });

  it("reads bulleted and numbered points, a wrapped point as one, after a paragraph without a gap", () => {
    const { blocks, problems } = parseMarkdown(
      "You agree not to:\n- spam;\n* scrape\n  the site.\n\n1. first\n2) second",
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", value: "You agree not to:" }] },
      {
        type: "list",
        ordered: false,
        items: [[{ type: "text", value: "spam;" }], [{ type: "text", value: "scrape the site." }]],
      },
      {
        type: "list",
        ordered: true,
        items: [[{ type: "text", value: "first" }], [{ type: "text", value: "second" }]],
      },
    ]);
  });

  it("reads the Windows line ends a pasted text may bring", () => {
    expect(markdownText("A\r\n\r\nB")).toEqual(["A", "B"]);
  });

  it.each([
    ["## Terms", "has a heading (a line starting with #); the page gives the headings"],
    ["> said", "has a quote (a line starting with >); write it as a paragraph"],
    ["```\ncode", "has a code block (```); write plain text"],
    ["<div>x</div>", "has HTML (a line starting with <); write plain text"],
    ["---", "has a dividing line (---); start a paragraph instead"],
    ["| a | b |", "has a table (| … |); write it as a list"],
    ["- a\n    - b", "has a list inside a list; the site shows one level of points"],
    ["    indented", "has an indented line, which Markdown reads as code; remove the spaces"],
    ["See ![map](/m.png).", "has a picture (![…](…)); pictures are not shown in this text"],
    ["Run `npm`.", "has code formatting (`…`); write plain text"],
    ["A <b>bold</b> word.", "has HTML (<…>); write plain text"],
    [
      "[x](javascript:alert(1))",
      'links to "javascript:alert(1"; a link must start with / (a page here), # (a section), https://, mailto: or tel:',
    ],
  ])("refuses what the site does not show: %j", (source, problem) => {
    expect(parseMarkdown(source).problems).toContain(problem);
  });

  it("says each problem once", () => {
    expect(parseMarkdown("# a\n\n# b").problems).toEqual([
      "has a heading (a line starting with #); the page gives the headings",
    ]);
  });
});

describe("parseInline", () => {
  it("reads bold, italic, links and escapes, nested", () => {
    expect(
      parseInline("**Fees** are *due* in [30 days](/terms#payment), \\*net\\*.").nodes,
    ).toEqual([
      { type: "strong", children: [{ type: "text", value: "Fees" }] },
      { type: "text", value: " are " },
      { type: "emphasis", children: [{ type: "text", value: "due" }] },
      { type: "text", value: " in " },
      { type: "link", href: "/terms#payment", children: [{ type: "text", value: "30 days" }] },
      { type: "text", value: ", *net*." },
    ]);
  });

  it("leaves a lone star, an underscore inside a word and an unclosed bracket as they are", () => {
    expect(parseInline("5 * 3, snake_case_name, [draft").nodes).toEqual([
      { type: "text", value: "5 * 3, snake_case_name, [draft" },
    ]);
  });

  it("takes a link's title and angle brackets as the editor may write them", () => {
    expect(parseInline('[mail](<mailto:a@b.in> "Write")').nodes).toEqual([
      { type: "link", href: "mailto:a@b.in", children: [{ type: "text", value: "mail" }] },
    ]);
  });
});

describe("markdownText", () => {
  it("gives the words a visitor reads, a block or point each", () => {
    expect(markdownText("**Hello** [there](/x).\n\n- one\n- _two_")).toEqual([
      "Hello there.",
      "one",
      "two",
    ]);
  });
});

describe("an article's headings", () => {
  it("are read as ## and ### in an article's text, each with its anchor", () => {
    const { blocks, problems } = parseMarkdown("## What it costs\n\nText.\n\n### The **build**", {
      headings: true,
    });
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { type: "heading", level: 2, children: [{ type: "text", value: "What it costs" }] },
      { type: "paragraph", children: [{ type: "text", value: "Text." }] },
      {
        type: "heading",
        level: 3,
        children: [
          { type: "text", value: "The " },
          { type: "strong", children: [{ type: "text", value: "build" }] },
        ],
      },
    ]);
    expect(headingId((blocks[2] as { children: Inline[] }).children)).toBe("the-build");
  });

  it("end a paragraph or a list written just above them", () => {
    const { blocks } = parseMarkdown("- one\n## Next", { headings: true });
    expect(blocks.map((block) => block.type)).toEqual(["list", "heading"]);
  });

  it("refuse the first level (the page's title) and levels below ###", () => {
    expect(parseMarkdown("# Title\n\n#### Small", { headings: true }).problems).toEqual([
      "has a heading of the first level (# …); the title is the page's one, so start headings with ## (or ### under them)",
      "has a heading of level 4 (#### …); use ## for a section and ### under it",
    ]);
  });

  it("stay refused in every other text", () => {
    expect(parseMarkdown("## Heading").problems).toEqual([
      "has a heading (a line starting with #); the page gives the headings",
    ]);
  });
});

describe("readingMinutes", () => {
  const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");

  it("counts the words a reader reads, at 220 a minute, rounded", () => {
    expect(readingMinutes(words(220 * 4))).toBe(4);
    expect(readingMinutes(words(220 * 4 + 120))).toBe(5);
    expect(readingMinutes(words(220 * 4 + 100))).toBe(4);
  });

  it("counts headings and list points, not the marks around them", () => {
    const text = `## ${words(100)}\n\n- ${words(200)}\n- **${words(140)}**\n\n[${words(0)}link](/quote) — * ** #`;
    expect(readingMinutes(text)).toBe(Math.round(441 / 220));
  });

  it("is at least a minute", () => {
    expect(readingMinutes("Short.")).toBe(1);
  });
});
