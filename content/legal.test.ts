import { markdownText } from "@/lib/markdown";

import { privacy, terms } from "./legal";
import { site } from "./site";
import type { LegalDocument } from "./types";

function allText(doc: LegalDocument): string[] {
  return [
    doc.title,
    doc.lastUpdated,
    doc.intro,
    ...doc.sections.flatMap((section) => [
      section.id,
      section.title,
      ...markdownText(section.body),
    ]),
  ];
}

const documents: [string, LegalDocument, number][] = [
  ["terms", terms, 11],
  ["privacy", privacy, 13],
];

describe.each(documents)("%s", (_name, doc, count) => {
  it(`has exactly ${count} sections`, () => {
    expect(doc.sections).toHaveLength(count);
  });

  it("has unique, non-empty kebab-case ids", () => {
    const ids = doc.sections.map((section) => section.id);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every section a title and some text", () => {
    for (const section of doc.sections) {
      expect(section.title.trim()).not.toBe("");
      const texts = markdownText(section.body);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        expect(text.trim()).not.toBe("");
      }
    }
  });

  it("was last updated on February 20, 2025", () => {
    expect(doc.lastUpdated).toBe("February 20, 2025");
  });

  it("has a title and an introduction", () => {
    expect(doc.title.trim()).not.toBe("");
    expect(doc.intro.trim()).not.toBe("");
  });

  it("contains no placeholder text", () => {
    for (const text of allText(doc)) {
      expect(text.toLowerCase()).not.toContain("lorem");
      expect(text).not.toContain("[");
      expect(text).not.toContain("undefined");
    }
  });

  it("names the company", () => {
    expect(allText(doc).join(" ")).toContain(site.legalName);
  });
});

describe("terms", () => {
  it("is titled Terms and Conditions", () => {
    expect(terms.title).toBe("Terms and Conditions");
  });

  it("caps liability at the fees paid in the prior 12 months", () => {
    const liability = terms.sections.find((section) => section.id === "limitation-of-liability");
    expect(liability?.body).toContain("12 months");
  });

  it("chooses Indian law and the courts at Ahmedabad", () => {
    const text = allText(terms).join(" ");
    expect(text).toContain("laws of India");
    expect(text).toContain("Ahmedabad");
  });
});

describe("privacy", () => {
  it("is titled Privacy Policy", () => {
    expect(privacy.title).toBe("Privacy Policy");
  });

  it("sets the minimum age at 16", () => {
    const children = privacy.sections.find((section) => section.id === "children");
    expect(children?.body).toContain("16");
  });

  it("promises a reply to requests within 30 days", () => {
    expect(allText(privacy).join(" ")).toContain("30 days");
  });

  it("gives the privacy contact address", () => {
    expect(allText(privacy).join(" ")).toContain(site.privacyEmail);
  });
});
