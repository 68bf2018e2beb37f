/** @jest-environment node */
import { JSDOM } from "jsdom";

import { EARLY_INPUT_SCRIPT, FACES_SCRIPT, WHOLE_PAGE_SCRIPT } from "./inline-scripts";
import { scriptHash } from "./page-csp";
import { LOADER_SCRIPT, pageScripts, scriptsAfterPaint } from "./scripts-after-paint";

const exported = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const nextPage = exported(
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>` +
    `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>` +
    `<script src="/_next/static/chunks/main.js" async=""></script>` +
    `<script src="/_next/static/chunks/react.js" async=""></script>` +
    `<script src="/_next/static/chunks/legacy.js" noModule=""></script>`,
  `<h1>Page</h1><script>self.__next_f.push([1,"x"])</script>`,
);

describe("scriptsAfterPaint", () => {
  const { html, chunks } = scriptsAfterPaint(nextPage);

  it("hands the chunk scripts, in their order, to one loader at the end of <body>", () => {
    expect(chunks).toEqual(["/_next/static/chunks/main.js", "/_next/static/chunks/react.js"]);
    const { document } = new JSDOM(html).window;
    expect(document.querySelectorAll("script[async]")).toHaveLength(0);
    expect(document.querySelector('link[rel="preload"][as="script"]')).toBeNull();
    const loader = document.body.lastElementChild;
    expect(loader?.getAttribute("data-chunks")).toBe(chunks.join(" "));
  });

  it("keeps the stylesheet, the inline data and the legacy-browser script where they were", () => {
    const { document } = new JSDOM(html).window;
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.head.querySelector("script[nomodule]")).not.toBeNull();
    expect(document.body.querySelector("script:not([data-chunks])")?.textContent).toContain(
      "__next_f",
    );
  });

  it("puts the input holder, the brand faces' script and the bands' drawing first in <head>, after the character set and before any stylesheet", () => {
    const { document } = new JSDOM(scriptsAfterPaint(html).html).window;
    const head = [...document.head.children];
    expect(head[0]?.getAttribute("charset")).toBe("utf-8");
    expect(head[1]?.textContent).toBe(EARLY_INPUT_SCRIPT);
    expect(head[2]?.textContent).toBe(FACES_SCRIPT);
    expect(head[3]?.textContent).toBe(WHOLE_PAGE_SCRIPT);
    expect(head[4]?.getAttribute("rel")).toBe("stylesheet");
    expect(document.querySelectorAll("script[data-early-input]")).toHaveLength(1);
    expect(document.querySelectorAll("script[data-cached-faces]")).toHaveLength(1);
    expect(document.querySelectorAll("script[data-skipped-bands]")).toHaveLength(1);
  });

  it("gives every page the same loader text, so one hash allows it", () => {
    const other = scriptsAfterPaint(
      exported(`<script src="/_next/static/chunks/other.js" async=""></script>`, "<p>Other</p>"),
    );
    const loaderText = (page: string) =>
      new JSDOM(page).window.document.querySelector("script[data-chunks]")?.textContent ?? "";
    expect(scriptHash(loaderText(other.html))).toBe(scriptHash(loaderText(html)));
  });

  it("gives the same page when run again on its own output", () => {
    expect(scriptsAfterPaint(html)).toEqual({ html, chunks });
  });

  it("stops the build when Next.js no longer loads chunks the way it expects", () => {
    expect(() => scriptsAfterPaint(exported("", "<p>No scripts</p>"), "about.html")).toThrow(
      /about\.html: no Next\.js chunk scripts/,
    );
  });
});

describe("the loader in a browser", () => {
  type Paint = (entries: { name: string }[]) => void;

  /** Runs the loader in a page; `paint` delivers paint entries when the browser reports them. */
  function open({ hidden = false, paintTiming = true } = {}) {
    let paint: Paint = () => {
      throw new Error("The loader did not observe paint entries.");
    };
    const dom = new JSDOM(exported("", "<p>Text</p>"), {
      runScripts: "outside-only",
      pretendToBeVisual: true,
    });
    const { window } = dom;
    Object.defineProperty(window.document, "visibilityState", {
      get: () => (hidden ? "hidden" : "visible"),
    });
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        paint = (entries) =>
          callback(
            { getEntriesByName: (name: string) => entries.filter((e) => e.name === name) },
            this,
          );
      }
      observe() {}
      disconnect() {
        paint = () => {};
      }
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    const script = window.document.createElement("script");
    script.setAttribute("data-chunks", "/_next/a.js /_next/b.js");
    window.document.body.append(script);
    Object.defineProperty(window.document, "currentScript", { value: script });
    window.eval(LOADER_SCRIPT);
    const added = () =>
      [...window.document.head.querySelectorAll("script")].map((s) => ({
        src: s.getAttribute("src"),
        async: s.async,
      }));
    return { window, added, paint: (entries: { name: string }[]) => paint(entries) };
  }

  it("adds the chunks, in order and async, once the first contentful paint is reported", () => {
    const page = open();
    expect(page.added()).toEqual([]);
    page.paint([{ name: "first-paint" }]);
    expect(page.added()).toEqual([]);
    page.paint([{ name: "first-contentful-paint" }]);
    expect(page.added()).toEqual([
      { src: "/_next/a.js", async: true },
      { src: "/_next/b.js", async: true },
    ]);
  });

  it("adds them once only", () => {
    const page = open();
    page.paint([{ name: "first-contentful-paint" }]);
    page.window.document.dispatchEvent(new page.window.Event("visibilitychange"));
    expect(page.added()).toHaveLength(2);
  });

  it("adds them at once on a hidden page, which paints nothing", () => {
    expect(open({ hidden: true }).added()).toHaveLength(2);
  });

  it("adds them when the page is hidden before it paints", () => {
    const page = open();
    page.window.document.dispatchEvent(new page.window.Event("visibilitychange"));
    expect(page.added()).toHaveLength(2);
  });

  it("waits for the first frame where the browser reports no paint timing", async () => {
    const page = open({ paintTiming: false });
    expect(page.added()).toEqual([]);
    // A frame comes every 16 ms or so; on a busy machine later, so wait on the state, up to 2 s.
    for (let waited = 0; waited < 2000 && page.added().length === 0; waited += 20) {
      await new Promise((resolve) => page.window.setTimeout(resolve, 20));
    }
    expect(page.added()).toHaveLength(2);
  });
});

describe("pageScripts", () => {
  it("names the chunks a modern browser loads, before and after the move, never the legacy script", () => {
    const before = pageScripts(nextPage);
    expect(before).toEqual(["/_next/static/chunks/main.js", "/_next/static/chunks/react.js"]);
    expect(pageScripts(scriptsAfterPaint(nextPage).html)).toEqual(before);
  });
});
