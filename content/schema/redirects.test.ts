/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { siteRedirects } from "@/scripts/build/host-files";
import { redirects } from "@/config/headers";

import { disk } from "../entries";
import { checkContent } from "./check";
import type { ContentSource } from "./entries";

/** The content as it is, with these redirects. */
const withRedirects = (list: { from: string; to: string }[]): ContentSource => ({
  read: (file) =>
    file === "content/data/redirects.json" ? JSON.stringify({ redirects: list }) : disk.read(file),
  list: disk.list,
});

describe("a published entry's address", () => {
  // Testimonials have no page of their own; a collection whose preview is "/x/{{slug}}" does.
  const paged = { name: "testimonials", preview: "/testimonials/{{slug}}" };

  it("needs nothing when its collection gives entries no page of their own", () => {
    expect(checkContent(disk, ["content/testimonials/old-name.json"])).toEqual([]);
  });

  it("needs a redirect once its entry is renamed or removed, and is kept by one", async () => {
    jest.resetModules();
    jest.doMock("./collections", () => {
      const actual = jest.requireActual("./collections");
      return {
        ...actual,
        collections: actual.collections.map((c: { name: string }) =>
          c.name === paged.name ? { ...c, preview: paged.preview } : c,
        ),
      };
    });
    const { checkContent: check } = await import("./check");
    const removed = ["content/testimonials/old-name.json", "content/testimonials/priya-raman.json"];
    // priya-raman.json was removed once and is back: its page is there, nothing to redirect.
    expect(check(withRedirects([]), removed)).toEqual([
      "content/testimonials/old-name.json was renamed or removed, but its page /testimonials/old-name was published: add a redirect from /testimonials/old-name to the page that replaced it (Redirects in the editor, content/data/redirects.json)",
    ]);
    expect(check(withRedirects([{ from: "/testimonials/old-name", to: "/" }]), removed)).toEqual(
      [],
    );
    expect(
      check(
        withRedirects([
          { from: "/testimonials/old-name", to: "/testimonials/older" },
          { from: "/testimonials/older", to: "/" },
          { from: "/testimonials/priya-raman", to: "/" },
        ]),
        removed,
      ),
    ).toEqual([
      "content/data/redirects.json: redirects → /testimonials/old-name leads to /testimonials/older, which is itself redirected to /; lead it there directly",
      "content/data/redirects.json: redirects → /testimonials/priya-raman is the address of content/testimonials/priya-raman.json, whose page the redirect would hide; remove the redirect",
    ]);
    jest.dontMock("./collections");
  });

  it.each([
    ["products", "/products"],
    ["services", "/services"],
    ["technologies", "/technologies"],
    ["projects", "/portfolio"],
    ["jobs", "/careers"],
    ["articles", "/blog"],
  ])("of %s needs a redirect once the entry is gone, and is kept by one", (folder, page) => {
    const extension = folder === "articles" ? "md" : "json";
    const removed = [`content/${folder}/old-name.${extension}`];
    expect(checkContent(withRedirects([]), removed)).toEqual([
      `content/${folder}/old-name.${extension} was renamed or removed, but its page ${page}/old-name was published: add a redirect from ${page}/old-name to the page that replaced it (Redirects in the editor, content/data/redirects.json)`,
    ]);
    expect(checkContent(withRedirects([{ from: `${page}/old-name`, to: page }]), removed)).toEqual(
      [],
    );
  });

  it("refuses an old address that is not a plain address of this site, in the editor's words too", () => {
    expect(checkContent(withRedirects([{ from: "https://www.dunga.in/x", to: "/" }]))).toEqual([
      'content/data/redirects.json: redirects → entry 1 → from is "https://www.dunga.in/x"; an address here is / and lower-case words with dashes, such as /products/food-delivery',
    ]);
  });

  it("is redirected by every host, after the site's own redirects", () => {
    const file = join(mkdtempSync(join(tmpdir(), "redirects-")), "redirects.json");
    writeFileSync(
      file,
      JSON.stringify({ redirects: [{ from: "/products/old", to: "/products" }] }),
    );
    expect(siteRedirects(file)).toEqual([
      ...redirects,
      { from: "/products/old", to: "/products", status: 301 },
    ]);
  });
});
