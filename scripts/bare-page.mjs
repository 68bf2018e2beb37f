// The floor every budget is measured against: the cheapest page this project's Next.js exports.
// Used by scripts/budget.mjs and scripts/size.mjs.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const next = join(root, "node_modules/next/dist/bin/next");

/**
 * Builds a bare App Router page (one layout, one page) with this project's own Next.js, sharing
 * its node_modules, exported to `${dir}/out`. Returns `dir`; the caller removes it when done.
 * @param {string} dir
 */
export function buildBarePage(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true }));
  writeFileSync(
    join(dir, "next.config.mjs"),
    'export default { output: "export", typescript: { ignoreBuildErrors: true } };\n',
  );
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        jsx: "react-jsx",
        module: "esnext",
        moduleResolution: "bundler",
        strict: true,
      },
      include: ["**/*.tsx"],
    }),
  );
  writeFileSync(
    join(dir, "app/layout.tsx"),
    `export const metadata = { title: "Bare Next.js page", description: "The floor every page is measured against." };
export default function Layout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(
    join(dir, "app/page.tsx"),
    `export default function Page() {
  return <main><h1>Bare Next.js page</h1><p>A page with nothing but Next.js itself.</p></main>;
}
`,
  );
  execFileSync(process.execPath, [next, "build"], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  return dir;
}
