import { formatDate, tags, tagWords } from "./articles";

test("each topic's page is described by its own count of articles and its newest date", () => {
  // One sentence for every topic had repeated the blog's own introduction on each.
  const descriptions = tags.map((tag) => tagWords(tag).description);
  expect(new Set(descriptions).size).toBe(tags.length);
  const [largest] = tags;
  const { description } = tagWords(largest!);
  expect(description).toContain(largest!.name);
  expect(description).toContain(String(largest!.articles.length));
  expect(description).toContain(formatDate(largest!.articles[0]!.date));
  expect(description).not.toMatch(/\{\w+\}/);
});
