import { render, screen } from "@testing-library/react";

import { articles } from "@/content/articles";

import { ArticleList, leadCount } from "./article-list";

describe("ArticleList", () => {
  it("leads with the newest two where one lead would leave two short rows of the rest", () => {
    // One lead and the rest in rows of three; two leads when the rest would be 3 + 2 + 2 or 2 + 2.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(leadCount)).toEqual([
      1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2,
    ]);
  });

  it.each([4, 5])(
    "shows every one of %i articles, newest first, its leads' covers at once",
    (count) => {
      const shown = articles.slice(0, count);
      expect(shown).toHaveLength(count);
      const { container } = render(<ArticleList articles={shown} />);
      const titles = screen
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent);
      expect(titles).toEqual(shown.map((article) => article.title));
      // The leads stand in the first screen: their covers load eagerly, the rest's lazily.
      const loading = [...container.querySelectorAll("img")].map((image) =>
        image.getAttribute("loading"),
      );
      expect(loading).toHaveLength(count);
      const leads = leadCount(count);
      expect(loading.slice(0, leads).every((value) => value !== "lazy")).toBe(true);
      expect(loading.slice(leads).every((value) => value === "lazy")).toBe(true);
    },
  );
});
