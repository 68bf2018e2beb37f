import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe over the page, against WCAG 2.1 level A and AA. Only violations are gathered: axe then skips
 * building the details of every passing and inapplicable check, which no test reads.
 *
 * axe runs in the page itself ("legacy mode"). By default it would open a blank page beside each
 * page it checks, inject itself there too and merge each frame's results in it, a way of reaching
 * into frames from other origins: that doubled its time a page (0.7 s to 1.4 s), and the site has
 * no frames (the crawl checks that it stays so).
 */
export function wcagAA(page: Page) {
  // options() replaces every option set before it, the rule selection included: it comes first.
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
}
