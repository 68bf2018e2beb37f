import { render, screen } from "@testing-library/react";

import { articles, tags } from "@/content/articles";

import { BlogHeroArt } from "./blog-hero-art";

/**
 * Each author row's words: the author's name, role and, where it has one, a topic. (The band's
 * art is hidden from screen readers, who have the page's list itself.)
 */
const rows = () =>
  screen.getAllByRole("listitem", { hidden: true }).map((row) => row.textContent ?? "");

describe("BlogHeroArt", () => {
  it("on /blog names each author with the topic of their latest article", () => {
    render(<BlogHeroArt />);
    const newest = articles[0]!;
    const row = rows().find((text) => text.includes(newest.author.name));
    expect(row).toContain(newest.tags[0]!.name);
  });

  it("on a topic's page names its authors and no topic: neither its own nor another", () => {
    const topic = tags.find((tag) => tag.articles.length > 1)!;
    render(<BlogHeroArt tag={topic} />);
    const authors = new Map(topic.articles.map(({ author }) => [author.name, author.role]));
    const shown = rows();
    expect(shown.length).toBe(Math.min(authors.size, 3));
    // A row is its author's name and role, and nothing after them.
    for (const text of shown) {
      const name = [...authors.keys()].find((each) => text.startsWith(each));
      expect(text).toBe(`${name}${authors.get(name!)}`);
    }
  });
});
