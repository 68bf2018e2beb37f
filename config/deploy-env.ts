// What kind of build this is and what it was built from, read by next.config.ts once a build.
import { execSync } from "node:child_process";

type Env = Record<string, string | undefined>;

/**
 * "preview" or "production". NEXT_PUBLIC_DEPLOY_ENV decides when it is set; otherwise a host's own
 * variables mark its preview builds: Netlify's CONTEXT (deploy-preview, branch-deploy …), Vercel's
 * VERCEL_ENV, and Cloudflare Pages' CF_PAGES_BRANCH when it is not the production branch
 * (CF_PAGES_PRODUCTION_BRANCH, "main" unless set).
 */
export function deployEnv(env: Env): "preview" | "production" {
  const declared = env.NEXT_PUBLIC_DEPLOY_ENV?.trim();
  if (declared === "preview" || declared === "production") return declared;
  if (env.CONTEXT && env.CONTEXT !== "production") return "preview";
  if (env.VERCEL_ENV === "preview") return "preview";
  const productionBranch = env.CF_PAGES_PRODUCTION_BRANCH?.trim() || "main";
  if (env.CF_PAGES_BRANCH && env.CF_PAGES_BRANCH !== productionBranch) return "preview";
  return "production";
}

/**
 * The commit a build was made from: the host's variable where it gives one, else git's HEAD.
 */
export function buildCommit(env: Env): string {
  const fromHost = env.COMMIT_REF || env.VERCEL_GIT_COMMIT_SHA || env.CF_PAGES_COMMIT_SHA;
  if (fromHost) return fromHost.slice(0, 7);
  try {
    return execSync("git rev-parse --short=7 HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

/**
 * When HEAD was committed (ISO 8601), for the sitemap's lastmod; the build time without git.
 */
export function commitDate(): string {
  try {
    return execSync("git log -1 --format=%cI", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return new Date().toISOString();
  }
}
