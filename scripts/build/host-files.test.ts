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
  DETACH,
  HEADERS_DOC,
  HOST_FILES,
  renderHeadersFile,
  renderNginxConf,
  updateHeadersDoc,
} from "./host-files";

// Every host configuration is written from config/headers.ts, so a deploy behaves like `npm start`.
const root = join(__dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

interface HeaderRule {
  path: string;
  /** The headers the rule sets, in order (a name twice is two values). */
  set: [name: string, value: string][];
  /** The headers it removes first (`! Name`, Cloudflare only). */
  detach: string[];
}

/** `_headers` as its rules, in file order. */
function headerRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    if (trimmed.startsWith("/")) rules.push({ path: trimmed, set: [], detach: [] });
    else if (line.startsWith(`  ${DETACH}`))
      rules.at(-1)!.detach.push(line.slice(2 + DETACH.length));
    else {
      const index = trimmed.indexOf(":");
      rules.at(-1)!.set.push([trimmed.slice(0, index).trim(), trimmed.slice(index + 1).trim()]);
    }
  }
  return rules;
}

/** A rule's path as both hosts match it: `*` any characters, `:name` one segment. */
const matcher = (path: string) =>
  new RegExp(
    `^${path
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+"))
      .join(".*")}$`,
  );

type Sent = Map<string, string[]>;

/**
 * What Cloudflare Pages sends for a path (its asset worker): every matching rule in file order,
 * each first removing the headers it detaches, then setting its own; a header that a rule
 * already set gets the new value appended, which the response carries joined by commas.
 */
function cloudflareHeaders(rules: HeaderRule[], path: string): Sent {
  const sent: Sent = new Map();
  for (const rule of rules.filter((rule) => matcher(rule.path).test(path))) {
    for (const name of rule.detach) sent.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      sent.set(name.toLowerCase(), [...(sent.get(name.toLowerCase()) ?? []), value]);
    }
  }
  return sent;
}

/**
 * What Netlify's own tools make of the file (@netlify/headers-parser, and the CLI's
 * headersForPath): a line without a colon, such as a detach, is skipped; a name twice in one rule
 * is joined; of several matching rules the later one's value of a header wins.
 */
function netlifyHeaders(rules: HeaderRule[], path: string): Sent {
  const sent: Sent = new Map();
  for (const rule of rules.filter((rule) => matcher(rule.path).test(path))) {
    const own: Sent = new Map();
    for (const [name, value] of rule.set) {
      own.set(name.toLowerCase(), [...(own.get(name.toLowerCase()) ?? []), value]);
    }
    for (const [name, values] of own) sent.set(name, [values.join(", ")]);
  }
  return sent;
}

/** Paths that each rule matches, and ones next to them that it must not. */
function samplePaths(rules: HeaderRule[]): string[] {
  const fixed = [
    "/",
    "/about",
    "/services/ai-%26-machine-learning",
    "/no-such-page",
    "/og/home.png",
  ];
  const fromRules = rules.flatMap(({ path }) =>
    ["", "x", "x/y.js"].flatMap((fill) => {
      const sample = path.replace(/:\w+/g, "x").replace("*", fill);
      return [sample, sample.replace(/\/$/, ""), `${sample}/`, `${sample}-x`];
    }),
  );
  return [...new Set([...fixed, ...fromRules])].filter((path) => path.startsWith("/"));
}

const lowerKeys = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** What every host must send for a path, from config/headers.ts (HTTPS: HSTS included). */
function expectedHeaders(path: string): Record<string, string> {
  const isAdmin = path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);
  return lowerKeys({
    ...securityHeaders,
    "Strict-Transport-Security": HSTS,
    ...(path.startsWith(HASHED_ASSETS) ? { "Cache-Control": cacheControl.hashed } : {}),
    ...(isAdmin ? adminHeaders : {}),
  });
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

  it.each([
    ["Cloudflare Pages", cloudflareHeaders],
    ["Netlify", netlifyHeaders],
  ] as const)("_headers gives every path each header once, with its value, on %s", (_, host) => {
    const rules = headerRules(renderHeadersFile());
    const problems: string[] = [];
    for (const path of samplePaths(rules)) {
      const sent = host(rules, path);
      for (const [name, values] of sent) {
        if (values.length !== 1) problems.push(`${path}: ${name} set ${values.length} times`);
      }
      const got = Object.fromEntries([...sent].map(([name, values]) => [name, values.join(", ")]));
      const sorted = (headers: Record<string, string>) =>
        JSON.stringify(Object.entries(headers).sort());
      if (sorted(got) !== sorted(expectedHeaders(path))) {
        problems.push(`${path}: ${JSON.stringify(got)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the Cloudflare evaluation catches a header that two rules set", () => {
    const rules = headerRules("/*\n  A: one\n/x/*\n  A: two\n/y/*\n  ! A\n  A: three\n");
    expect(cloudflareHeaders(rules, "/x/1").get("a")).toEqual(["one", "two"]);
    expect(cloudflareHeaders(rules, "/y/1").get("a")).toEqual(["three"]);
    expect(netlifyHeaders(rules, "/x/1").get("a")).toEqual(["two"]);
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
