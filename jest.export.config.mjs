// @ts-check
// The checks that read a built export as files (scripts/build/*.export.test.ts): what crawlers,
// social networks and preview visitors receive. They need the build first, so `npm run test:unit`
// leaves them out; scripts/test/test-e2e.ts runs the production ones after its build, and the content
// editor's test (e2e/cms.spec.ts) the preview's on the deploy preview it builds.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/scripts/build/*.export.test.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  modulePathIgnorePatterns: ["<rootDir>/.cms-scratch/", "<rootDir>/.growth-scratch/"],
};

export default createJestConfig(config);
