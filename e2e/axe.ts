import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe over the page, against WCAG 2.1 level A and AA. Only violations are gathered: axe then skips
 * building the details of every passing and inapplicable check, which no test reads.
 */
export function wcagAA(page: Page) {
  // options() replaces every option set before it, the rule selection included: it comes first.
  return new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
}
