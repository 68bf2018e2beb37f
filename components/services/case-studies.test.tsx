import { render, screen, within } from "@testing-library/react";

import { serviceDetailText } from "@/content/sections";

import { CaseStudies } from "./case-studies";

const study = {
  title: "Rider app for a bike-taxi service",
  description: "The rider app crashed often on entry-level phones.",
  results: ["Crash-free sessions up from 91% to 99.4%", "App download size reduced by 48%"],
};

describe("a service's case studies", () => {
  it("lead with the result their figure turns on, the figure set apart in its sentence, said once", () => {
    render(<CaseStudies studies={[study]} />);
    const card = screen.getByRole("article");
    const figure = within(card).getByText("99.4%");
    expect(figure.parentElement!.textContent).toBe(study.results[0]);
    expect(card.textContent!.split(study.results[0]!)).toHaveLength(2);
    expect(card.textContent!.split("99.4%")).toHaveLength(2);
    expect(within(card).getByRole("listitem")).toHaveTextContent(study.results[1]!);
  });

  it("head the other results 'Also' under a result set large, 'Results' where none is", () => {
    const { unmount } = render(<CaseStudies studies={[study]} />);
    expect(screen.getByRole("heading", { level: 4 })).toHaveTextContent(
      serviceDetailText.caseStudies.moreResults,
    );
    unmount();
    render(<CaseStudies studies={[{ ...study, results: ["Reports in the app", "Paper gone"] }]} />);
    expect(screen.getByRole("heading", { level: 4 })).toHaveTextContent(
      serviceDetailText.caseStudies.results,
    );
  });

  it("keep every result in their list when none has a figure to set large", () => {
    const plain = { ...study, results: ["Reports in the app", "Paper circulars replaced"] };
    render(<CaseStudies studies={[plain]} />);
    const items = within(screen.getByRole("article")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(plain.results);
  });
});
