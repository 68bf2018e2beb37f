/** @jest-environment node */
import { articles } from "@/content/articles";
import { sectionHeadings } from "@/lib/markdown";

import { drawCover } from "./articles";
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
    expect(await drawCover(renamed, "#4640d3")).toContain(">What it costs in Surat<");
  });

  it("shows its author as the site draws them, and the subject's icon alone for an author it does not", async () => {
    const [article] = articles;
    const { author } = article!;
    expect(author.look).toBeDefined();
    const figure = portraitFigureSvg({
      name: author.name,
      look: author.look!,
      width: 200,
      height: 250,
    });
    // The figure's own drawing (its head and shoulders), inside the cover.
    const body = figure.slice(figure.indexOf(">") + 1, figure.lastIndexOf("</svg>")).trim();
    expect(await drawCover(article!, "#4640d3")).toContain(body);
    const photographed = {
      ...article!,
      author: { ...author, portrait: { ...author.portrait, src: "/images/uploads/photo.jpg" } },
    };
    expect(await drawCover(photographed, "#4640d3")).not.toContain(body);
  });
});
