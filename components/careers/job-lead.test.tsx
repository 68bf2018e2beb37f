import { render, within } from "@testing-library/react";

import { jobs } from "@/content/jobs";
import { practiceLeads } from "@/content/team";

import { CareersHeroArt } from "./careers-hero-art";
import { JobHeroArt } from "./job-hero-art";
import { OpeningsSection } from "./openings-section";

// The rows' links fetch their page on intent through the app router.
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch: jest.fn(), push: jest.fn(), replace: jest.fn() }),
}));

const leadOf = (id: string) => practiceLeads.find((person) => person.id === id)!;
/** The files the pictures in `element` show (a band's picture names its file in its <source>). */
const pictures = (element: HTMLElement) =>
  [...element.querySelectorAll("img")].map(
    (img) =>
      img.parentElement?.querySelector("source")?.getAttribute("srcset") ?? img.getAttribute("src"),
  );

describe("the lead a role works with", () => {
  it("heads the role's band: their picture, name, role and bio", () => {
    for (const job of jobs) {
      const lead = leadOf(job.lead);
      const { container, unmount } = render(<JobHeroArt job={job} />);
      expect(pictures(container)).toEqual([lead.portrait.src]);
      for (const words of [lead.name, lead.role, lead.bio])
        expect(within(container).getByText(words)).toBeInTheDocument();
      unmount();
    }
  });

  it("stands on the role's row of the careers board", () => {
    const { container } = render(<OpeningsSection />);
    for (const job of jobs) {
      const row = container.querySelector<HTMLElement>(`#${job.id}`)!;
      expect(within(row).getByText(leadOf(job.lead).name)).toBeInTheDocument();
      expect(pictures(row)).toEqual([leadOf(job.lead).portrait.src]);
    }
  });

  it("stands once in the careers band, which leaves the roles to the list below it", () => {
    const { container } = render(<CareersHeroArt />);
    const leads = [...new Set(jobs.map((job) => job.lead))];
    expect(leads.length).toBeLessThan(jobs.length);
    expect(pictures(container)).toEqual(leads.map((id) => leadOf(id).portrait.src));
    for (const id of leads)
      expect(within(container).getByText(leadOf(id).name)).toBeInTheDocument();
    for (const job of jobs) expect(within(container).queryByText(job.title)).toBeNull();
  });

  it("differs between roles, as their entries say", () => {
    expect(new Set(jobs.map((job) => job.lead)).size).toBeGreaterThan(1);
  });
});
