import { deployEnv } from "./deploy-env";

describe("deployEnv", () => {
  it("is production unless something says preview", () => {
    expect(deployEnv({})).toBe("production");
    expect(deployEnv({ CONTEXT: "production", VERCEL_ENV: "production" })).toBe("production");
    expect(deployEnv({ CF_PAGES_BRANCH: "main" })).toBe("production");
  });

  it("follows NEXT_PUBLIC_DEPLOY_ENV over the host's variables", () => {
    expect(deployEnv({ NEXT_PUBLIC_DEPLOY_ENV: "preview" })).toBe("preview");
    expect(deployEnv({ NEXT_PUBLIC_DEPLOY_ENV: "production", CONTEXT: "deploy-preview" })).toBe(
      "production",
    );
  });

  it("reads Netlify, Vercel and Cloudflare Pages preview builds", () => {
    expect(deployEnv({ CONTEXT: "deploy-preview" })).toBe("preview");
    expect(deployEnv({ CONTEXT: "branch-deploy" })).toBe("preview");
    expect(deployEnv({ VERCEL_ENV: "preview" })).toBe("preview");
    expect(deployEnv({ CF_PAGES_BRANCH: "new-pricing" })).toBe("preview");
    expect(deployEnv({ CF_PAGES_BRANCH: "live", CF_PAGES_PRODUCTION_BRANCH: "live" })).toBe(
      "production",
    );
  });
});
