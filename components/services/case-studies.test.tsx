import { render, screen, within } from "@testing-library/react";

import { CaseStudies } from "./case-studies";

const study = {
  title: "Rider app for a bike-taxi service",
  description: "The rider app crashed often on entry-level phones.",
  results: ["Crash-free sessions up from 91% to 99.4%", "App download size reduced by 48%"],
};

describe("a service's case studies", () => {
  it("lead with the figure their results turn on, its sentence said once", () => {
    render(<CaseStudies studies={[study]} />);
    const card = screen.getByRole("article");
    expect(within(card).getByText("99.4%")).toBeInTheDocument();
    expect(within(card).getAllByText(study.results[0]!)).toHaveLength(1);
    expect(within(card).getByRole("listitem")).toHaveTextContent(study.results[1]!);
  });

  it("keep every result in their list when none has a figure to set large", () => {
    const plain = { ...study, results: ["Reports in the app", "Paper circulars replaced"] };
    render(<CaseStudies studies={[plain]} />);
    const items = within(screen.getByRole("article")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(plain.results);
  });
});
