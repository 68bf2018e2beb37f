import { breadcrumbs, faqPage } from "./structured-data";

const origin = "https://www.dunga.in";

describe("breadcrumbs", () => {
  const items = (path: string, title: string) =>
    (breadcrumbs(path, title).itemListElement as unknown as { name: string; item: string }[]).map(
      ({ name, item }) => [name, item],
    );

  it("runs from home through the section to the page", () => {
    expect(items("/products/fintech", "Fintech App")).toEqual([
      ["Home", origin],
      ["Products", `${origin}/products`],
      ["Fintech App", `${origin}/products/fintech`],
    ]);
  });

  it("has two steps for a page of its own section", () => {
    expect(items("/quote", "Get a Quote")).toEqual([
      ["Home", origin],
      ["Get a Quote", `${origin}/quote`],
    ]);
  });

  it("names each page by its one address, percent-encoded", () => {
    expect(items("/services/ai-&-machine-learning", "AI & Machine Learning").at(-1)).toEqual([
      "AI & Machine Learning",
      `${origin}/services/ai-%26-machine-learning`,
    ]);
  });
});

it("states each question with its answer", () => {
  const data = faqPage([{ question: "How long?", answer: "Eight to twelve weeks." }]);
  expect(data.mainEntity).toEqual([
    {
      "@type": "Question",
      name: "How long?",
      acceptedAnswer: { "@type": "Answer", text: "Eight to twelve weeks." },
    },
  ]);
});
