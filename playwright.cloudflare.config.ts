import { hostingRun } from "./scripts/ci/hosting-run";

// The hosting checks in Cloudflare's own runtime: `wrangler pages dev` serving out/ with the
// _headers and _redirects a Cloudflare Pages deploy reads (scripts/ci/wrangler-pages.ts), over
// HTTPS as Cloudflare serves. Usage: npm run test:cloudflare (after a build; needs the CI tools,
// npm ci --ignore-scripts --prefix .ci/tools, and Node.js 22.12 or newer).
const port = Number(process.env.WRANGLER_PORT ?? 8797);
// Read by e2e/hosting.spec.ts: what Cloudflare's asset server does its own way, whatever _headers
// and _redirects say. It redirects "/about.html" and "/about/" to "/about" with 308 (permanent,
// like the other hosts' 301), and sends a not-found answer with "Cache-Control: no-store".
process.env.HOST_CLEAN_URL_REDIRECT ??= "308";
process.env.HOST_NOT_FOUND_CACHE ??= "no-store";

export default hostingRun({
  name: "cloudflare",
  projects: [{ name: "cloudflare", baseURL: `https://127.0.0.1:${port}` }],
  webServer: {
    command: "npx tsx scripts/ci/wrangler-pages.ts",
    env: { WRANGLER_PORT: String(port) },
    url: `https://127.0.0.1:${port}`,
    // wrangler's own self-signed certificate.
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    // workerd starts in a few seconds; a busy machine may take longer.
    timeout: 60_000,
  },
});
