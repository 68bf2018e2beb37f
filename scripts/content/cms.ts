// `npm run cms`: edit the site's content at a desk, through the same editor as on the host, with no
// login and no network. Starts Decap's local server (decap-server, "fs" mode: it reads and writes
// the files under content/ and public/ directly) and the development server, which shows each
// saved change on reload (an entry, read from the disk, through ./entries-stamp.ts). Open http://localhost:3000/admin/index.html (the development server
// does not answer /admin/ with the folder's index.html, as the export's servers do) and choose
// Login. Ctrl-C stops both.
import { spawn } from "node:child_process";
import { join } from "node:path";

import { collections, isFolder } from "../../content/schema/collections";
import { watchEntries } from "./entries-stamp";

const root = join(import.meta.dirname, "../..");
const bin = (name: string) => join(root, "node_modules/.bin", name);

const children = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, MODE: "fs", GIT_REPO_DIRECTORY: root, BIND_HOST: "127.0.0.1" },
    detached: true,
  }),
  spawn("npm", ["run", "dev"], { cwd: root, stdio: "inherit", detached: true }),
];
// The development server watches content/data/ itself; the entry folders, through the stamp.
const stopWatching = watchEntries(collections.filter(isFolder).map((folder) => folder.folder));
console.log("The editor: http://localhost:3000/admin/index.html (Ctrl-C stops it)");

// Each runs in a process group of its own, so that stopping it stops what it started too.
const stop = (code: number) => {
  stopWatching();
  for (const child of children)
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  process.exit(code);
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
