import { profileAddress } from "./profile-address";

describe("profileAddress", () => {
  it("keeps the site and the path, without the scheme, www. or a closing slash", () => {
    expect(profileAddress("https://www.linkedin.com/company/dunga/")).toBe(
      "linkedin.com/company/dunga",
    );
    expect(profileAddress("https://x.com/dunga")).toBe("x.com/dunga");
  });

  it("leaves a profile at a site's root as the site alone", () => {
    expect(profileAddress("https://dunga.dev/")).toBe("dunga.dev");
  });
});
