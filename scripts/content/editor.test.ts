/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

import { careersText, caseStudyText, productDetailText } from "../../content/sections";
import { adminScript } from "./prepare";

const root = join(__dirname, "../..");
const entry = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));

/**
 * The admin's script as the admin page runs it (adminScript: editor.js and its call with the
 * settings), against a stand-in for Decap's CMS object; a preview is the text it would show.
 */
function previews() {
  const registered: Record<string, (props: unknown) => string> = {};
  const CMS = {
    getLocale: () => ({}),
    registerLocale: () => undefined,
    registerCustomFormat: () => undefined,
    registerPreviewTemplate: (name: string, template: (props: unknown) => string) =>
      (registered[name] = template),
    registerPreviewStyle: () => undefined,
    init: () => undefined,
  };
  const h = (_: string, __: unknown, ...children: unknown[]): string =>
    children
      .flat(Infinity)
      .filter((child) => typeof child === "string")
      .join(" ");
  runInNewContext(adminScript(), {
    window: { CMS },
    globalThis: { h },
    addEventListener: (_: string, start: () => void) => start(),
  });
  return (collection: string, data: unknown) =>
    registered[collection]!({ entry: { get: () => ({ toJS: () => data }) }, widgetFor: () => "" });
}

describe("the editor's preview of an entry", () => {
  const preview = previews();

  it("lays a product out like its page, with the page's headings", () => {
    const product = entry("content/products/food-delivery.json");
    const shown = preview("products", product);
    expect(shown).toContain(product.title);
    expect(shown).toContain(product.features[0]);
    expect(shown).toContain(product.modules[0]);
    const { overview } = productDetailText;
    for (const heading of [overview.industry, overview.platforms, overview.modules.title])
      expect(shown).toContain(heading);
    expect(shown).toContain(overview.features);
  });

  it("lays a case study out like its page, with the page's headings", () => {
    const project = entry("content/projects/spicetrail-store.json");
    const shown = preview("projects", project);
    expect(shown).toContain(project.title);
    expect(shown).toContain(project.built[0].title);
    for (const heading of [
      caseStudyText.challenge,
      caseStudyText.built.approach,
      caseStudyText.built.title,
      caseStudyText.results(project.title),
      caseStudyText.stack.title,
    ])
      expect(shown).toContain(heading);
  });

  it("lays a job opening out like its page, with the page's headings", () => {
    const job = entry("content/jobs/flutter-developer.json");
    const shown = preview("jobs", job);
    expect(shown).toContain(job.title);
    expect(shown).toContain(job.responsibilities[0]);
    expect(shown).toContain(careersText.job.responsibilities);
    expect(shown).toContain(careersText.job.requirements);
  });
});
