// The floor every budget is measured against: the cheapest page this project's Next.js exports.
// Used by lab/budget.ts and scripts/size.ts. It is built once into .bare-page/ (about 20 s)
// and kept there for the next caller, as long as the Next.js that built it is still the one
// installed: CI's size check and budget measure the same build.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const next = join(root, "node_modules/next/dist/bin/next");
const dir = join(root, ".bare-page");
const stamp = join(dir, "built-with.txt");

/**
 * The folder of a bare App Router page (one layout, one page) exported by this project's own
 * Next.js into `out/` (built now unless the installed Next.js already built it).
 */
export function barePage(): string {
  const { version } = JSON.parse(
    readFileSync(join(root, "node_modules/next/package.json"), "utf8"),
  ) as { version: string };
  if (existsSync(join(dir, "out/index.html")) && readFileSync(stamp, "utf8") === version) {
    return dir;
  }
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
  writeFileSync(stamp, version);
  return dir;
}
