/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { siteRedirects } from "@/scripts/build/host-files";
import { redirects } from "@/config/headers";

import { disk } from "../entries";
import { checkContent, redirectsForGoneEntries, type Redirect } from "./check";
import { collections } from "./collections";
import { readContent, type ContentSource } from "./entries";

/** The content as it is, with these redirects. */
const withRedirects = (list: { from: string; to: string }[]): ContentSource => ({
  read: (file) =>
    file === "content/data/redirects.json" ? JSON.stringify({ redirects: list }) : disk.read(file),
  list: disk.list,
});

describe("a published entry's address", () => {
  const { data } = readContent(collections, disk);
  /** The content as it is, with these redirects of the team's. */
  const dataWith = (list: Redirect[]) => readContent(collections, withRedirects(list)).data;

  it("needs nothing when its collection gives entries no page of their own", () => {
    expect(redirectsForGoneEntries(data, ["content/testimonials/old-name.json"])).toEqual([]);
  });

  it.each([
    ["products", "/products"],
    ["services", "/services"],
    ["technologies", "/technologies"],
    ["projects", "/portfolio"],
    ["jobs", "/careers"],
    ["articles", "/blog"],
  ])("of %s leads to its list once the entry is gone", (folder, page) => {
    const extension = folder === "articles" ? "md" : "json";
    const removed = [`content/${folder}/old-name.${extension}`];
    expect(redirectsForGoneEntries(data, removed)).toEqual([
      { from: `${page}/old-name`, to: page },
    ]);
    // Unless the team sent it somewhere else.
    expect(
      redirectsForGoneEntries(dataWith([{ from: `${page}/old-name`, to: "/quote" }]), removed),
    ).toEqual([]);
  });

  it("leads to the entry's new page when its file was renamed", () => {
    const removed = ["content/products/food-ordering.json"];
    const renamed = new Map([
      ["content/products/food-ordering.json", "content/products/food-delivery.json"],
    ]);
    expect(redirectsForGoneEntries(data, removed, renamed)).toEqual([
      { from: "/products/food-ordering", to: "/products/food-delivery" },
    ]);
    // Renamed again since, to a name no entry holds now: its list.
    const lost = new Map([["content/products/food-ordering.json", "content/products/gone.json"]]);
    expect(redirectsForGoneEntries(data, removed, lost)).toEqual([
      { from: "/products/food-ordering", to: "/products" },
    ]);
  });

  it("needs nothing when an entry removed once is back", () => {
    expect(redirectsForGoneEntries(data, ["content/products/food-delivery.json"])).toEqual([]);
  });

  it("refuses the team's redirect that hides a page or leads to another redirect", () => {
    expect(
      checkContent(
        withRedirects([
          { from: "/products/old-name", to: "/products/older" },
          { from: "/products/older", to: "/products" },
          { from: "/products/food-delivery", to: "/products" },
        ]),
      ),
    ).toEqual([
      "content/data/redirects.json: redirects → /products/old-name leads to /products/older, which is itself redirected to /products; lead it there directly",
      "content/data/redirects.json: redirects → /products/food-delivery is the address of content/products/food-delivery.json, whose page the redirect would hide; remove the redirect",
    ]);
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
