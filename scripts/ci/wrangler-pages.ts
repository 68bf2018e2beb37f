// Serves out/ in Cloudflare's own runtime: `wrangler pages dev` (workerd, the runtime Cloudflare
// Pages runs, with the Pages asset server reading out/_headers and out/_redirects exactly as a
// deploy does), over HTTPS on 127.0.0.1:WRANGLER_PORT with wrangler's throwaway certificate. No
// account and no network: every call home is switched off below, and its state stays in a
// temporary folder. Runs in the foreground until stopped (playwright.cloudflare.config.ts starts
// it). Needs the CI tools (npm ci --ignore-scripts --prefix .ci/tools) and Node.js 22.12 or newer.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");
const port = Number(process.env.WRANGLER_PORT ?? 8797);
const out = join(root, "out");
const wrangler = join(root, ".ci/tools/node_modules/.bin/wrangler");
if (!existsSync(join(out, "index.html"))) throw new Error("No build in out/: npm run build first.");
if (!existsSync(wrangler)) {
  throw new Error("wrangler is missing: npm ci --ignore-scripts --prefix .ci/tools");
}

/** Everything wrangler would otherwise reach over the network, or write in the project. */
const offline = {
  // Usage metrics and crash reports to Cloudflare.
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_TELEMETRY_DISABLED: "1",
  // The banner's check for a newer wrangler on the npm registry.
  WRANGLER_HIDE_BANNER: "true",
  // The request.cf sample data from workers.cloudflare.com: its built-in fallback instead.
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

const dir = mkdtempSync(join(tmpdir(), "dunga-wrangler-"));
const server = spawn(
  wrangler,
  [
    "pages",
    "dev",
    out,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--local-protocol",
    "https",
    // Its own inspector port would collide with another run's.
    "--inspector-port",
    "0",
    "--persist-to",
    join(dir, "state"),
    // The runtime's behaviour as of this date; no Functions here, so it changes nothing served.
    "--compatibility-date",
    "2026-11-01",
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
  ],
  // In a folder of its own, so its .wrangler/ state and logs land there and not in the project.
  {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, ...offline, HOME: dir, XDG_CONFIG_HOME: join(dir, "config") },
  },
);
console.log(`wrangler pages dev serves out/ on https://127.0.0.1:${port}`);

const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
