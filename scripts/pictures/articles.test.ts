/** @jest-environment node */
import { articles } from "@/content/articles";
import { sectionHeadings } from "@/lib/markdown";

import { coverKind, drawCover } from "./articles";
import { portraitFigureSvg } from "./portrait-figure";

describe("an article's drawn cover", () => {
  it("lists the article's own sections in order, whole, and not its title", async () => {
    for (const article of articles) {
      const svg = await drawCover(article, "#4640d3");
      // The cover's words, a line a <text>, joined: a section may take two lines.
      const words = [...svg.matchAll(/>([^<>]+)<\/text>/g)]
        .map((match) => match[1]!.replace(/&quot;/g, '"'))
        .join(" ");
      const sections = sectionHeadings(article.body).map((section) => section.text);
      const at = sections.slice(0, 4).map((section) => words.indexOf(section));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      // The card and the page set the title beside the cover; the cover does not repeat it.
      expect(words).not.toContain(article.title);
    }
  });

  it("changes when an editor renames a section", async () => {
    const [article] = articles;
    const renamed = {
      ...article!,
      body: article!.body.replace(/^## .*$/m, "## What it costs in Surat"),
    };
    // A line a <text>: the section may take two.
    const words = [...(await drawCover(renamed, "#4640d3")).matchAll(/>([^<>]+)<\/text>/g)]
      .map((match) => match[1])
      .join(" ");
    expect(words).toContain("What it costs in Surat");
  });

  it("draws the thing each subject is about, no two of the articles' covers alike", async () => {
    const kinds = articles.map((article) => coverKind(article.tags.map((tag) => tag.name)));
    expect(new Set(kinds).size).toBe(articles.length);
    // A subject the covers have no picture for shows the article's pages; a tag weighing two
    // ways ("Build or buy") names the two columns it draws.
    expect(coverKind(["Team culture"])).toBe("contents");
    expect(coverKind(["Ready-made apps"])).toBe("contents");
    // A subject of its own draws its own thing: a draft to approve for AI, phones that passed
    // for testing, one button in four languages for languages.
    expect(coverKind(["AI", "Automation"])).toBe("review");
    expect(coverKind(["Testing", "Mobile apps"])).toBe("devices");
    expect(coverKind(["Indian languages", "Design"])).toBe("languages");
    const build = articles.find(
      (article) => coverKind(article.tags.map((tag) => tag.name)) === "compare",
    )!;
    const svg = await drawCover(build, "#4640d3");
    expect(svg).toContain(">Build<");
    expect(svg).toContain(">Buy<");
  });

  it("draws no person: the author's drawing on every cover read as one picture re-tinted", async () => {
    for (const article of articles) {
      const { author } = article;
      if (!author.look) continue;
      const figure = portraitFigureSvg({
        name: author.name,
        look: author.look,
        width: 200,
        height: 250,
      });
      const body = figure.slice(figure.indexOf(">") + 1, figure.lastIndexOf("</svg>")).trim();
      expect(await drawCover(article, "#4640d3")).not.toContain(body);
    }
  });
});
