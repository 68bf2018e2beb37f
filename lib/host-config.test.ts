import { readFileSync } from "node:fs";
import { join } from "node:path";

// The host files in public/ must say what serve.json says, so a deploy behaves like `npm start`.
const root = join(__dirname, "..");
const serve = JSON.parse(readFileSync(join(root, "serve.json"), "utf8")) as {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  redirects: { source: string; destination: string; type: number }[];
};

function parseHeadersFile(text: string) {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
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

describe("static host configuration", () => {
  it("public/_headers carries serve.json's headers", () => {
    const rules = parseHeadersFile(readFileSync(join(root, "public/_headers"), "utf8"));
    for (const rule of serve.headers) {
      const path = rule.source === "**/*" ? "/*" : `/${rule.source.replace("**", "*")}`;
      const headers = rules.get(path);
      expect(headers).toBeDefined();
      for (const { key, value } of rule.headers) expect(headers?.get(key)).toBe(value);
    }
  });

  it("public/_redirects carries serve.json's redirects", () => {
    const lines = readFileSync(join(root, "public/_redirects"), "utf8").trim().split("\n");
    expect(lines).toEqual(serve.redirects.map((r) => `${r.source} ${r.destination} ${r.type}`));
  });

  it("redirects each About sub-path to its section", () => {
    expect(serve.redirects.map((r) => [r.source, r.destination])).toEqual([
      ["/about/profile", "/about#company-profile"],
      ["/about/culture", "/about#life-@-dunga"],
      ["/about/achievements", "/about#our-achievements"],
    ]);
  });
});
