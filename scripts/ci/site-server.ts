// Starts the server `npm start` runs (`npm run serve`: serve with serve.json) on out/, on the
// loopback interface only, for the checks that need the site over HTTP.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The site on http://127.0.0.1:<port>, and how to stop its server. `openFiles` caps the files the
 * server may hold open at once (the shell's `ulimit -n`), for a test of what it leaves open.
 */
export async function startSite(
  port: number,
  { openFiles }: { openFiles?: number } = {},
): Promise<{ url: string; stop: () => void }> {
  const serve = `npm run serve --silent -- --listen tcp://127.0.0.1:${port}`;
  const server = spawn(
    "sh",
    ["-c", openFiles ? `ulimit -n ${openFiles} && exec ${serve}` : serve],
    {
      stdio: "ignore",
      detached: true,
    },
  );
  const stop = () => {
    try {
      if (server.pid !== undefined) process.kill(-server.pid);
    } catch {
      // Already gone.
    }
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      break;
    if (attempt > 100) {
      stop();
      throw new Error(`The site's server did not start on ${url}.`);
    }
    await sleep(200);
  }
  return { url, stop };
}
