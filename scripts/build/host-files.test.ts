/** @jest-environment node */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { aboutAnchors } from "@/content/navigation";

import {
  ADMIN_PATH,
  adminHeaders,
  adminPolicy,
  HASHED_ASSETS,
  HSTS,
  cacheControl,
  headerPolicy,
  pagePolicy,
  redirects,
  securityHeaders,
} from "../../config/headers";
import {
  HEADERS_DOC,
  HOST_FILES,
  renderHeadersFile,
  renderNginxConf,
  updateHeadersDoc,
} from "./host-files";

// Every host configuration is written from config/headers.ts, so a deploy behaves like `npm start`.
const root = join(__dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

function parseHeadersFile(text: string) {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      current = new Map();
      rules.set(line.trim(), current);
    } else {
      const index = line.indexOf(":");
      current?.set(line.slice(0, index).trim(), line.slice(index + 1).trim());
    }
  }
  return rules;
}

describe("host configuration files", () => {
  it.each(Object.entries(HOST_FILES))("%s is up to date with config/headers.ts", (file, render) => {
    expect(read(file)).toBe(render());
  });

  it(`the headers table in ${HEADERS_DOC} is up to date`, () => {
    expect(read(HEADERS_DOC)).toBe(updateHeadersDoc(read(HEADERS_DOC)));
  });
});

describe("the headers for each host", () => {
  it("serve.json sends every header, and a year's cache for hashed assets only", () => {
    const serve = JSON.parse(read("serve.json")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
      redirects: { source: string; destination: string; type: number }[];
    };
    const [all, hashed] = serve.headers;
    expect(all?.source).toBe("**");
    const sent = Object.fromEntries(all!.headers.map(({ key, value }) => [key, value]));
    expect(sent).toEqual({ ...securityHeaders, "Cache-Control": cacheControl.other });
    expect(hashed).toEqual({
      source: "_next/static/**",
      headers: [{ key: "Cache-Control", value: cacheControl.hashed }],
    });
    expect(serve.redirects).toEqual(
      redirects.map(({ from, to, status }) => ({ source: from, destination: to, type: status })),
    );
  });

  it("_headers sends every header and HSTS, and sets Cache-Control on one path only", () => {
    const rules = parseHeadersFile(renderHeadersFile());
    expect(Object.fromEntries(rules.get("/*")!)).toEqual({
      ...securityHeaders,
      "Strict-Transport-Security": HSTS,
    });
    // Netlify and Cloudflare join the values of a header set by two matching rules.
    expect(Object.fromEntries(rules.get(`${HASHED_ASSETS}*`)!)).toEqual({
      "Cache-Control": cacheControl.hashed,
    });
    // The editor's page, at /admin and below: only the headers it sends otherwise.
    for (const path of [ADMIN_PATH, `${ADMIN_PATH}/*`])
      expect(Object.fromEntries(rules.get(path)!)).toEqual(adminHeaders);
    expect(rules.size).toBe(4);
  });

  it("nginx sends every header on every response and redirects the old addresses", () => {
    const conf = renderNginxConf();
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (name in adminHeaders) {
        // Sent through a variable that the editor's location sets otherwise.
        const variable = `$${name.toLowerCase().replace(/-/g, "_")}`;
        expect(conf).toContain(`    set ${variable} "${value}";\n`);
        expect(conf).toContain(`    add_header ${name} ${variable} always;\n`);
      } else expect(conf).toContain(`    add_header ${name} "${value}" always;\n`);
    }
    const adminLocation = conf.match(/location \^~ \/admin \{[^}]*\}/)?.[0] ?? "";
    for (const [name, value] of Object.entries(adminHeaders))
      expect(adminLocation).toContain(`set $${name.toLowerCase().replace(/-/g, "_")} "${value}";`);
    // No location adds headers of its own, which would drop the server's.
    const extra = Object.keys(adminHeaders).filter((name) => !(name in securityHeaders)).length;
    expect(conf.match(/^ +add_header /gm)).toHaveLength(
      Object.keys(securityHeaders).length + extra + 2,
    );
    for (const { from, to, status } of redirects) {
      expect(conf).toContain(`location = ${from} { return ${status} ${to}; }`);
    }
    expect(conf).toContain("error_page 404 /404.html;");
  });
});

describe("the Content-Security-Policy", () => {
  const directives = (policy: string) =>
    new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

  it("allows scripts from the site and the page's hashes only", () => {
    const policy = directives(pagePolicy(["'sha256-abc='"]));
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.emailjs.com"]);
    for (const name of ["object-src"]) expect(policy.get(name)).toEqual(["'none'"]);
    for (const name of ["base-uri", "form-action"]) expect(policy.get(name)).toEqual(["'self'"]);
    expect(pagePolicy(["'sha256-abc='"])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("the editor's page alone may evaluate code and inject styles", () => {
    const admin = directives(adminPolicy);
    expect(admin.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(admin.get("style-src")).toContain("'unsafe-inline'");
    expect(admin.get("connect-src")).toContain("https://api.github.com");
    for (const policy of [headerPolicy, pagePolicy(["'sha256-abc='"])])
      expect(policy).not.toMatch(/unsafe-eval|style-src [^;]*unsafe-inline|api\.github/);
  });

  it("the header adds frame-ancestors and names no script source, so it cannot block a page's", () => {
    const policy = directives(headerPolicy);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.has("script-src")).toBe(false);
    expect(policy.has("default-src")).toBe(false);
    // Every other directive is the same in both, so neither loosens the other.
    const page = directives(pagePolicy([]));
    for (const [name, sources] of policy) {
      if (name !== "frame-ancestors") expect(page.get(name)).toEqual(sources);
    }
  });
});

describe("the old About addresses", () => {
  it("redirect to About's section anchors, and each keeps a page for hosts without redirects", () => {
    expect(redirects.map(({ from, to }) => [from, to])).toEqual([
      ["/about/profile", `/about#${aboutAnchors.profile}`],
      ["/about/culture", `/about#${aboutAnchors.culture}`],
      ["/about/achievements", `/about#${aboutAnchors.achievements}`],
    ]);
    for (const { from } of redirects)
      expect(existsSync(join(root, `app${from}/page.tsx`))).toBe(true);
  });
});
