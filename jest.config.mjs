// @ts-check
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  // The form tests type whole forms through user-event; on a busy 2-core machine one can take
  // longer than the 5 s default. This bounds a hung test, it measures nothing.
  testTimeout: 20_000,
  // Every core: Jest's default leaves one to its main process, which only hands out the files,
  // so on a 2-core machine the tests would run one file at a time (a quarter slower here).
  maxWorkers: "100%",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // The checks of a built export run after the build (jest.export.config.mjs).
  testPathIgnorePatterns: [
    "/node_modules/",
    "/e2e/",
    "/out/",
    "/.next/",
    "/.cms-scratch/",
    "/.growth-scratch/",
    "\\.export\\.test\\.ts$",
  ],
  modulePathIgnorePatterns: ["<rootDir>/.cms-scratch/", "<rootDir>/.growth-scratch/"],
};

/**
 * next/jest leaves node_modules untransformed; `feed` and `yaml` (in its browser build, which
 * jsdom's tests resolve) are ES modules only, so they are transformed like the project's files.
 */
const esmPackages = ["feed", "yaml"];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    // The first pattern ignores node_modules but for the packages it names: these join them.
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern, index) =>
      index === 0 ? pattern.replace("(?!(", `(?!(${esmPackages.join("|")}|`) : pattern,
    ),
  };
}
