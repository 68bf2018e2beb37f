import { hostingRun } from "./scripts/ci/hosting-run";

// The hosting checks against nginx serving out/ with deploy/nginx.conf (scripts/ci/nginx-smoke.ts),
// over HTTP and HTTPS. Usage: npm run test:nginx (after a build; needs nginx and openssl).
const port = Number(process.env.NGINX_PORT ?? 4180);
const tlsPort = Number(process.env.NGINX_TLS_PORT ?? 4181);
// Read by the HTTPS redirect test in e2e/hosting.spec.ts.
process.env.NGINX_REDIRECT_PORT ??= "4182";

export default hostingRun({
  name: "nginx",
  projects: [
    { name: "nginx", baseURL: `http://127.0.0.1:${port}` },
    { name: "nginx-tls", baseURL: `https://127.0.0.1:${tlsPort}` },
  ],
  webServer: {
    command: "npx tsx scripts/ci/nginx-smoke.ts",
    env: {
      NGINX_PORT: String(port),
      NGINX_TLS_PORT: String(tlsPort),
      NGINX_REDIRECT_PORT: process.env.NGINX_REDIRECT_PORT,
    },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
