import type { KnipConfig } from "knip";

// `npm run check:deps`: fails on a dependency nothing uses, and on one used but not listed.
// Only dependencies are checked (unused files and exports are for review, not CI).
const config: KnipConfig = {
  workspaces: {
    // The site, with its scripts.
    ".": {
      // The picture generators, run by path from scripts/content/prepare.ts (and by hand), and the
      // brand faces' cut, run by path from scripts/design-specimen.ts.
      entry: ["scripts/pictures/*.ts", "scripts/build/fonts.ts"],
      ignoreDependencies: [
        // Reached by path rather than by import, which knip cannot follow:
        // the sharing cards' font files (app/og/[card]/route.tsx),
        "@fontsource/inter",
        // the brand faces, cut by scripts/build/fonts.ts (the Bricolage one also gives the
        // portrait cards their letters),
        "@fontsource-variable/bricolage-grotesque",
        "@fontsource-variable/inter",
        // the faces the clients' wordmarks are lettered in (scripts/pictures/wordmark.ts, FACES),
        "@fontsource/archivo-black",
        "@fontsource/comfortaa",
        "@fontsource/dm-serif-display",
        "@fontsource/josefin-sans",
        "@fontsource/lexend",
        "@fontsource/playfair-display",
        "@fontsource/righteous",
        // the editor's local server (`npm run cms`, e2e/cms.spec.ts).
        "decap-server",
        // CI's checkers, installed apart in .ci/tools/ (.ci/run).
        "@mdn/mdn-http-observatory",
        "vnu-jar",
      ],
      // System programs CI installs with apt-get (.ci/run).
      ignoreBinaries: ["java", "nginx", "openssl"],
    },
    // The measuring lab (`npm run budget`), a package of its own with its own dependencies
    // (lab/package.json, installed apart): its imports are checked against its own list, and
    // against the site's for what it borrows from the site (Playwright, the bare page).
    lab: {
      // Run by path from lab/budget.ts (the second scorer); `npm run budget` names the others.
      entry: ["lighthouse-scores.ts"],
    },
  },
};

export default config;
