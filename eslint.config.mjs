// @ts-check
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import playwright from "eslint-plugin-playwright";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    ...playwright.configs["flat/recommended"],
    files: ["e2e/**"],
    rules: {
      ...playwright.configs["flat/recommended"].rules,
      // The crawl and the table-driven form tests branch on data, and some tests apply to one
      // viewport only (test.skip by isMobile), which these rules would forbid.
      "playwright/no-conditional-in-test": "off",
      "playwright/no-conditional-expect": "off",
      "playwright/no-skipped-test": ["error", { allowConditional: true }],
      "playwright/expect-expect": [
        "warn",
        { assertFunctionNames: ["expectAccessible", "expectFailure"] },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      "out/**",
      "node_modules/**",
      "playwright-report/**",
      "test-results/**",
      // Decap CMS, copied in by scripts/content/prepare.ts.
      "public/admin/**",
      // The scratch copies e2e/cms.spec.ts and e2e/growth.spec.ts edit and build.
      ".cms-scratch/**",
      ".growth-scratch/**",
      // The bare Next.js page the budgets measure against (scripts/bare-page.ts).
      ".bare-page/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
