// Serves out/ with Debian's nginx and deploy/nginx.conf, unchanged but for where it listens, its
// root and a throwaway TLS certificate, all on 127.0.0.1: the site over HTTPS on NGINX_TLS_PORT and
// plain HTTP on NGINX_PORT, and the redirect to HTTPS on NGINX_REDIRECT_PORT. Runs in the
// foreground until stopped (playwright.nginx.config.ts starts it). Needs nginx and openssl.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");
const port = Number(process.env.NGINX_PORT ?? 4180);
const tlsPort = Number(process.env.NGINX_TLS_PORT ?? 4181);
const redirectPort = Number(process.env.NGINX_REDIRECT_PORT ?? 4182);
const out = join(root, "out");
if (!existsSync(join(out, "index.html"))) throw new Error("No build in out/: npm run build first.");

const dir = mkdtempSync(join(tmpdir(), "dunga-nginx-"));
for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, temp));
execFileSync(
  "openssl",
  [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-keyout",
  ].concat(join(dir, "key.pem"), "-out", join(dir, "cert.pem")),
  { stdio: "ignore" },
);

/**
 * deploy/nginx.conf pointed at this machine. Each replaced line must be found as written, so an
 * edit to the deployed file that this run would silently skip fails here instead.
 */
function localServerBlock(): string {
  let conf = readFileSync(join(root, "deploy/nginx.conf"), "utf8");
  const replacements: [string | RegExp, string][] = [
    // The HTTP block that redirects to HTTPS.
    ["    listen 80;\n", `    listen 127.0.0.1:${redirectPort};\n`],
    ["    listen [::]:80;\n", ""],
    // The site's block, over HTTPS and, for the plain-HTTP run, HTTP.
    [
      "    listen 443 ssl;\n",
      `    listen 127.0.0.1:${tlsPort} ssl;\n    listen 127.0.0.1:${port};\n`,
    ],
    ["    listen [::]:443 ssl;\n", ""],
    [/ {4}ssl_certificate \S+;\n/, `    ssl_certificate ${join(dir, "cert.pem")};\n`],
    [/ {4}ssl_certificate_key \S+;\n/, `    ssl_certificate_key ${join(dir, "key.pem")};\n`],
    [/ {4}root \S+;\n/, `    root ${out};\n`],
  ];
  for (const [from, to] of replacements) {
    const found = typeof from === "string" ? conf.includes(from) : from.test(conf);
    if (!found) throw new Error(`deploy/nginx.conf no longer has the line ${from}`);
    conf = conf.replace(from, to);
  }
  return conf;
}

writeFileSync(join(dir, "site.conf"), localServerBlock());
writeFileSync(
  join(dir, "nginx.conf"),
  `daemon off;
master_process off;
pid ${join(dir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${join(dir, "body")};
    proxy_temp_path ${join(dir, "proxy")};
    fastcgi_temp_path ${join(dir, "fastcgi")};
    uwsgi_temp_path ${join(dir, "uwsgi")};
    scgi_temp_path ${join(dir, "scgi")};
    include ${join(dir, "site.conf")};
}
`,
);

const args = ["-p", dir, "-c", join(dir, "nginx.conf")];
execFileSync("nginx", [...args, "-t", "-q"], { stdio: "inherit" });
const nginx = spawn("nginx", args, { stdio: "inherit" });
console.log(
  `nginx serves out/ on http://127.0.0.1:${port} and https://127.0.0.1:${tlsPort}, ` +
    `and redirects http://127.0.0.1:${redirectPort} to HTTPS`,
);

const stop = () => nginx.kill("SIGQUIT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
nginx.on("exit", (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
