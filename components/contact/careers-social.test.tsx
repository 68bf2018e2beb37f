import { render, screen, within } from "@testing-library/react";

import { jobHref, jobs } from "@/content/jobs";
import { contactText } from "@/content/sections";
import { site } from "@/content/site";

import { CareersAndSocial } from "./careers-social";

// The careers button is a link within the site, which prefetches through the router.
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

describe("CareersAndSocial", () => {
  it("lists every profile with its address, each opening in a new tab", () => {
    render(<CareersAndSocial />);
    const list = screen.getByRole("list", { name: contactText.social.title });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(site.social.length);
    site.social.forEach((profile, i) => {
      const link = links[i]!;
      expect(link).toHaveAttribute("href", profile.href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
      // The address a visitor can read before following it, taken from the link itself.
      const { hostname, pathname } = new URL(profile.href);
      expect(link).toHaveTextContent(hostname.replace(/^www\./, "") + pathname.replace(/\/$/, ""));
    });
  });

  it("names the newest open roles, each linking to its page, before the button to them all", () => {
    render(<CareersAndSocial />);
    const list = screen.getByRole("list", { name: contactText.careers.title });
    const links = within(list).getAllByRole("link");
    expect(links.length).toBe(Math.min(jobs.length, 4));
    links.forEach((link, i) => {
      expect(link).toHaveAttribute("href", jobHref(jobs[i]!.id));
      expect(link).toHaveTextContent(jobs[i]!.title);
    });
    expect(screen.getByRole("link", { name: contactText.careers.button.label })).toHaveAttribute(
      "href",
      contactText.careers.button.href,
    );
  });
});
