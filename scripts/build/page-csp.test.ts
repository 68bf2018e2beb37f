/** @jest-environment node */
import { JSDOM } from "jsdom";

import { applyPagePolicy, executableInlineScripts, scriptHash } from "./page-csp";

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe("scriptHash", () => {
  it("matches the browser's hash of a script's text", () => {
    // The example of the CSP specification and MDN.
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("hashes line breaks as the HTML parser leaves them", () => {
    expect(scriptHash("a();\r\nb();\rc();")).toBe(scriptHash("a();\nb();\nc();"));
  });
});

describe("executableInlineScripts", () => {
  const html = page(
    `<script src="/a.js" async=""></script><script id="_R_">self.x=1</script>`,
    `<script type="application/ld+json">{"@type":"Organization"}</script>` +
      `<script type="module">import "/m.js"</script>` +
      `<script data-note="a > b" TYPE='text/javascript'>y()</script>` +
      `<script type="text/plain">not run</script><script>self.__next_f.push([1,"\\u003c/p>"])</script>`,
  );

  it("finds the inline scripts a browser runs, and no data blocks", () => {
    expect(executableInlineScripts(html)).toEqual([
      "self.x=1",
      'import "/m.js"',
      "y()",
      'self.__next_f.push([1,"\\u003c/p>"])',
    ]);
  });

  it("reads the same script text as an HTML parser", () => {
    const { document } = new JSDOM(html).window;
    const parsed = [...document.querySelectorAll("script:not([src])")]
      .filter((script) => /^(|module|text\/javascript)$/i.test(script.getAttribute("type") ?? ""))
      .map((script) => script.textContent);
    expect(executableInlineScripts(html)).toEqual(parsed);
  });
});

describe("applyPagePolicy", () => {
  const html = page(
    `<link rel="stylesheet" href="/a.css"/><script>one()</script>`,
    "<script>two()</script>",
  );

  it("puts the policy with every inline script's hash right after <meta charset>", () => {
    const { html: secured, hashes } = applyPagePolicy(html);
    expect(hashes).toEqual([scriptHash("one()"), scriptHash("two()")]);
    const { document } = new JSDOM(secured).window;
    const meta = document.head.children[1]!;
    expect(document.head.children[0]!.getAttribute("charset")).toBe("utf-8");
    expect(meta.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    expect(meta.getAttribute("content")).toContain(`script-src 'self' ${hashes.join(" ")};`);
  });

  it("gives a page without inline scripts a policy that allows only the site's files", () => {
    expect(applyPagePolicy(page("")).html).toContain("script-src 'self';");
  });

  it("running it again refreshes the policy instead of adding another", () => {
    const once = applyPagePolicy(html).html;
    const changed = once.replace("two()", "three()");
    const again = applyPagePolicy(changed).html;
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(again).toContain(scriptHash("three()"));
    expect(again).not.toContain(scriptHash("two()"));
    expect(applyPagePolicy(once).html).toBe(once);
  });

  it("stops at what no hash can allow: inline event handlers and javascript: URLs", () => {
    expect(() => applyPagePolicy(page("", `<img src="/a.png" onerror="x()">`), "a.html")).toThrow(
      /a\.html: inline event handler/,
    );
    expect(() => applyPagePolicy(page("", `<a href="javascript:void(0)">x</a>`))).toThrow(
      /javascript: URL/,
    );
  });

  it("stops when something would load before the policy", () => {
    const early = `<html><head><script src="/a.js"></script><meta charset="utf-8"></head></html>`;
    expect(() => applyPagePolicy(early)).toThrow(/before <meta charset>/);
  });
});
