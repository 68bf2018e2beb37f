/**
 * @jest-environment node
 */
import { JSDOM } from "jsdom";

import { articles } from "@/content/articles";

import { articleHtml, articlesFeed } from "./feeds";

const settings = {
  title: "Dunga Insights",
  description: "Articles for the people who commission software.",
  home: "/blog",
  feeds: { rss: "/blog/rss.xml", atom: "/blog/atom.xml" },
  company: "Dunga",
  base: "https://www.example.test",
};

/** The feed as a feed reader parses it: XML, or an error. */
function parseXml(xml: string): Document {
  const document = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

const texts = (parent: Document | Element, tag: string) =>
  [...parent.getElementsByTagName(tag)].map((element) => element.textContent ?? "");

describe("the articles' feeds", () => {
  const feed = articlesFeed(articles, settings);

  it("are RSS 2.0 with every article, newest first, each with its address, date and author", () => {
    const rss = parseXml(feed.rss2());
    expect(rss.documentElement.tagName).toBe("rss");
    expect(rss.documentElement.getAttribute("version")).toBe("2.0");
    const channel = rss.getElementsByTagName("channel")[0]!;
    expect(texts(channel, "title")[0]).toBe("Dunga Insights");
    const items = [...rss.getElementsByTagName("item")];
    expect(items).toHaveLength(articles.length);
    expect(items.map((item) => texts(item, "title")[0])).toEqual(
      articles.map((article) => article.title),
    );
    const first = items[0]!;
    expect(texts(first, "link")[0]).toBe(`https://www.example.test${articles[0]!.href}`);
    expect(new Date(texts(first, "pubDate")[0]!).toISOString().slice(0, 10)).toBe(
      articles[0]!.modified,
    );
    expect(texts(first, "dc:creator")[0] ?? texts(first, "author")[0]).toContain(
      articles[0]!.author.name,
    );
    // The whole text, as HTML, its links absolute.
    const content = texts(first, "content:encoded")[0]!;
    expect(content).toContain("<h2>");
    expect(content).not.toMatch(/href="\//);
  });

  it("are Atom with the same entries, each with its id, updated and published dates", () => {
    const atom = parseXml(feed.atom1());
    expect(atom.documentElement.tagName).toBe("feed");
    expect(atom.documentElement.namespaceURI).toBe("http://www.w3.org/2005/Atom");
    const entries = [...atom.getElementsByTagName("entry")];
    expect(entries).toHaveLength(articles.length);
    entries.forEach((entry, index) => {
      const article = articles[index]!;
      expect(texts(entry, "title")[0]).toBe(article.title);
      expect(texts(entry, "id")[0]).toBe(`https://www.example.test${article.href}`);
      expect(texts(entry, "updated")[0]!.slice(0, 10)).toBe(article.modified);
      expect(texts(entry, "published")[0]!.slice(0, 10)).toBe(article.date);
    });
    const self = [...atom.getElementsByTagName("link")].find(
      (link) => link.getAttribute("rel") === "self",
    );
    expect(self?.getAttribute("href")).toBe("https://www.example.test/blog/atom.xml");
  });

  it("are the same on every build of the same articles", () => {
    expect(articlesFeed(articles, settings).atom1()).toBe(feed.atom1());
  });
});

describe("articleHtml", () => {
  it("writes the Markdown as HTML, escaping the text and making site links absolute", () => {
    expect(articleHtml("## A & B\n\nSee [the quote](/quote) <b>.\n\n- one", "https://x.test")).toBe(
      '<h2>A &amp; B</h2>\n<p>See <a href="https://x.test/quote">the quote</a> &lt;b&gt;.</p>\n<ul><li>one</li></ul>',
    );
  });
});
