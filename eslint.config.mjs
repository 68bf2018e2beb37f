// @ts-check
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import playwright from "eslint-plugin-playwright";

/**
 * Forbids a layer's code to import from the layers above it, by alias or by relative path.
 * @param {string} folder
 * @param {string[]} above the imports it may not make (aliases of folders, or packages)
 * @param {string} why
 */
function layer(folder, above, why) {
  const patterns = above.map((name) => ({
    group: name.startsWith("@/")
      ? [`${name}`, `${name}/**`, `**/${name.slice(2)}`, `**/${name.slice(2)}/**`]
      : [name, `${name}/**`],
    message: `${folder}/ ${why} (docs/architecture.md).`,
  }));
  return [
    {
      files: [`${folder}/**/*.{ts,tsx,js,mjs}`],
      ignores: [`${folder}/**/*.test.{ts,tsx}`],
      rules: { "no-restricted-imports": ["error", { patterns }] },
    },
  ];
}

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The layers (docs/architecture.md): app → components → content → lib, each importing only the
  // layers below it. Tests may reach across: they check a layer with the real content.
  ...layer(
    "lib",
    ["@/app", "@/components", "@/content", "next", "react"],
    "knows no content, page or framework",
  ),
  ...layer(
    "content",
    ["@/app", "@/components"],
    "is read by pages and components, never the other way",
  ),
  ...layer("components", ["@/app"], "is used by the routes, never the other way"),
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
