import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { decapDist, integrityOf, type DecapSource } from "./decap-bundle";

/** A package tarball as the registry packs one: a `package/` folder with the bundle in dist/. */
function tarball(bundle: string): string {
  const folder = mkdtempSync(join(tmpdir(), "decap-tarball-"));
  mkdirSync(join(folder, "package/dist"), { recursive: true });
  writeFileSync(join(folder, "package/dist/decap-cms.js"), bundle);
  execFileSync("tar", ["-czf", join(folder, "decap-cms.tgz"), "-C", folder, "package"]);
  return join(folder, "decap-cms.tgz");
}

/** A registry serving `served`, pinned to `pinned`'s digest, counting what it is asked for. */
function source(served: string, pinned = served) {
  const asked: string[] = [];
  const from: DecapSource = {
    version: "9.9.9",
    integrity: integrityOf(pinned),
    pack(version) {
      asked.push(version);
      return served;
    },
  };
  return { from, asked };
}

const root = () => mkdtempSync(join(tmpdir(), "decap-root-"));

describe("the content editor's bundle", () => {
  it("is fetched once per version and kept for the next build", () => {
    const project = root();
    const { from, asked } = source(tarball("editor v9"));
    const dist = decapDist(project, from);
    expect(readFileSync(join(dist, "decap-cms.js"), "utf8")).toBe("editor v9");
    expect(decapDist(project, from)).toBe(dist);
    expect(asked).toEqual(["9.9.9"]);
  });

  it("is refused, and nothing of it kept, when it is not the pinned tarball", () => {
    const project = root();
    const { from } = source(tarball("tampered"), tarball("editor v9"));
    expect(() => decapDist(project, from)).toThrow(
      /decap-cms@9\.9\.9 from the registry is sha512-.+, not the pinned sha512-/,
    );
    expect(existsSync(join(project, "node_modules/.cache/decap-cms/9.9.9"))).toBe(false);
  });
});
