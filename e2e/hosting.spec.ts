import { expect, test, type APIResponse } from "./fixtures";

import * as served from "../config/headers";

// How the site is served: run against `npm start`'s server (playwright.config.ts), against nginx
// with deploy/nginx.conf over HTTP and HTTPS (playwright.nginx.config.ts) and in Cloudflare's own
// runtime with _headers and _redirects (playwright.cloudflare.config.ts). The expected values come
// from the one module every host configuration is written from.
// What a server answers does not depend on the screen that asked: one size is enough.
test.skip(
  ({ isMobile }) => isMobile,
  "headers, redirects and caching are the same on every device",
);

/**
 * Where a host's own behaviour differs from the others' and the configuration cannot change it
 * (Cloudflare's asset server), its Playwright configuration says so through these variables.
 */
const hostDefaults = {
  /** The status of the redirect from "/about.html" or "/about/" to "/about". */
  cleanUrlRedirect: Number(process.env.HOST_CLEAN_URL_REDIRECT ?? 301),
  /** The Cache-Control of a not-found answer. */
  notFoundCache: process.env.HOST_NOT_FOUND_CACHE ?? served.cacheControl.other,
};

function expectSiteHeaders(response: APIResponse, cache: string, https: boolean) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(served.securityHeaders)) {
    expect(headers[name.toLowerCase()], `${name} on ${response.url()}`).toBe(value);
  }
  expect(headers["cache-control"], `Cache-Control on ${response.url()}`).toBe(cache);
  // HSTS over TLS only: over plain HTTP it means nothing, and a local server has no TLS.
  expect(headers["strict-transport-security"]).toBe(https ? served.HSTS : undefined);
}

test("pages answer at their clean addresses with every header", async ({ request, baseURL }) => {
  const https = baseURL!.startsWith("https:");
  const pages: [path: string, title: string][] = [
    ["/", "Dunga"],
    ["/about", "About Us | Dunga"],
    ["/services/ai-%26-machine-learning", "AI &amp; Machine Learning"],
    ["/products/food-delivery", "Food Delivery"],
  ];
  for (const [path, title] of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await response.text()).toContain(title);
    expectSiteHeaders(response, served.cacheControl.other, https);
  }
});

test("the content editor gets its own headers, each once", async ({ request, baseURL }) => {
  const expected: Record<string, string> = {
    ...served.securityHeaders,
    ...served.adminHeaders,
    ...(baseURL!.startsWith("https:") ? { "Strict-Transport-Security": served.HSTS } : {}),
  };
  for (const path of ["/admin/", "/admin/config.yml"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // Each header as sent: two rules setting one would show as two lines or a joined value.
    const sent = response.headersArray();
    for (const [name, value] of Object.entries(expected)) {
      const lines = sent.filter((header) => header.name.toLowerCase() === name.toLowerCase());
      expect(
        lines.map((header) => header.value),
        `${name} on ${path}`,
      ).toEqual([value]);
    }
  }
});

test("plain HTTP moves to HTTPS", async ({ request }) => {
  const port = process.env.NGINX_REDIRECT_PORT;
  test.skip(!port, "nginx only: `npm start` serves plain HTTP on this machine");
  const response = await request.get(`http://127.0.0.1:${port}/about?from=mail`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("https://127.0.0.1/about?from=mail");
});

test("a .html address or a trailing slash redirects to the clean address", async ({ request }) => {
  for (const path of ["/about.html", "/about/", "/services/web-development.html"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(hostDefaults.cleanUrlRedirect);
    expect(response.headers().location, path).toBe(path.replace(/\.html$|\/$/, ""));
  }
});

test("the old About addresses redirect to their sections", async ({ page, request }) => {
  for (const { from, to, status } of served.redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(status);
    expect(response.headers().location, from).toBe(to);
  }
  await page.goto(served.redirects[1]!.from);
  await expect(page).toHaveURL(/\/about#life-@-dunga$/);
  await expect(page.locator("#life-\\@-dunga")).toBeInViewport();
});

test("an unknown path gets the not-found page with status 404 and every header", async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ["/no-such-page", "/services/no-such-service", "/_next/static/missing.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
    expectSiteHeaders(response, hostDefaults.notFoundCache, baseURL!.startsWith("https:"));
  }
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

test("hashed assets are cached for a year, other files revalidate", async ({
  request,
  baseURL,
}) => {
  const https = baseURL!.startsWith("https:");
  const home = await (await request.get("/")).text();
  const assets = [...home.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)];
  expect(assets.length).toBeGreaterThan(1);
  for (const [, asset] of assets.slice(0, 3)) {
    expect(asset!.startsWith(served.HASHED_ASSETS)).toBe(true);
    const response = await request.get(asset!);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(text\/css|application\/javascript)/);
    expectSiteHeaders(response, served.cacheControl.hashed, https);
  }
  for (const [file, type] of [
    ["/og/home.png", "image/png"],
    ["/logo.svg", "image/svg+xml"],
    // The drawn mock-ups' lighter copies: a host that did not know the type would not be read.
    ["/images/portfolio/spicetrail-store-600.avif", "image/avif"],
    ["/robots.txt", "text/plain"],
  ]) {
    const response = await request.get(file!);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"]).toContain(type);
    expectSiteHeaders(response, served.cacheControl.other, https);
  }
});

test("the page's script policy blocks an injected inline script", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await page.goto("/contact");
  // The page's own scripts ran: React has hydrated the document (it tags each node it owns).
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))),
    )
    .toBe(true);
  expect(violations).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.body.dataset.injected = 'yes'";
    document.head.append(script);
    return document.body.dataset.injected ?? "no";
  });
  expect(ran).toBe("no");
  expect(violations.join("\n")).toContain("script-src");
});

test("no other site can frame the pages", async ({ page, baseURL }) => {
  await page.route("http://frame.test/", (route) =>
    route.fulfill({ contentType: "text/html", body: `<iframe src="${baseURL}/about"></iframe>` }),
  );
  await page.goto("http://frame.test/");
  // The browser refuses the frame and shows its own error page there instead of the site.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
});
