import { site } from "@/content/site";

import { applyHref } from "./apply-link";

describe("applyHref", () => {
  it("mails the careers inbox with the role in the subject line", () => {
    expect(applyHref("UI/UX Designer")).toBe(
      `mailto:${site.careersEmail}?subject=Application%3A%20UI%2FUX%20Designer`,
    );
  });

  it("has a plain subject when no role is given", () => {
    expect(applyHref()).toBe(`mailto:${site.careersEmail}?subject=Application`);
  });
});
