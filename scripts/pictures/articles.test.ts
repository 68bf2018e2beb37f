/** @jest-environment node */
import { articles } from "@/content/articles";
import { sectionHeadings } from "@/lib/markdown";

import { drawCover } from "./articles";

describe("an article's drawn cover", () => {
  it("lists the article's own sections in order, under its title", async () => {
    for (const article of articles) {
      const svg = await drawCover(article, "#4640d3");
      const sections = sectionHeadings(article.body).map((section) => section.text);
      const at = sections
        .slice(0, 4)
        .map((section) => svg.indexOf(`>${section.replace(/"/g, "&quot;")}<`));
      expect(at.every((index) => index > 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
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
});
