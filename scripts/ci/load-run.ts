// A short, bounded load run against the server `npm start` runs, on loopback only: a few seconds
// of concurrent requests for pages, a script and an image. Any failed request fails the run;
// requests per second are printed (informative: machines differ).
// Usage: npm run load (after a build). LOAD_SECONDS and LOAD_CONCURRENCY adjust it.
import http from "node:http";

import { startSite } from "./site-server";

const port = Number(process.env.LOAD_PORT ?? 4177);
const seconds = Math.min(Number(process.env.LOAD_SECONDS ?? 5), 30);
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 16);

// In a function: tsx runs this file as CommonJS (package.json sets no "type"), which has no
// top-level await.
async function main(): Promise<void> {
  const site = await startSite(port);
  try {
    const home = await (await fetch(site.url)).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    if (!script) throw new Error("No script found in the home page.");
    const paths = [
      "/",
      "/about",
      "/services",
      "/products/food-delivery",
      "/contact",
      script,
      "/og/home.png",
    ];

    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const get = (path: string) =>
      new Promise<string>((resolve) => {
        const request = http.get({ host: "127.0.0.1", port, path, agent }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve(response.statusCode === 200 ? "ok" : `HTTP ${response.statusCode} ${path}`),
          );
          response.on("error", (error) => resolve(`${error.message} ${path}`));
        });
        request.on("error", (error) => resolve(`${error.message} ${path}`));
      });

    const errors = new Map<string, number>();
    let done = 0;
    const end = Date.now() + seconds * 1000;
    const worker = async (index: number) => {
      for (let n = index; Date.now() < end; n += concurrency) {
        const result = await get(paths[n % paths.length]!);
        if (result === "ok") done += 1;
        else errors.set(result, (errors.get(result) ?? 0) + 1);
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
    const elapsed = (Date.now() - started) / 1000;
    agent.destroy();

    const failed = [...errors.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `Load: ${done + failed} requests in ${elapsed.toFixed(1)} s with ${concurrency} connections, ` +
        `${Math.round(done / elapsed)} requests/s, ${failed} errors.`,
    );
    for (const [error, count] of errors) console.error(`${count} x ${error}`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    site.stop();
  }
}

void main();
