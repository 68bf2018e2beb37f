import { render, screen, within } from "@testing-library/react";

import { getProject } from "@/content/portfolio";
import { testimonials } from "@/content/testimonials";

import { FeaturedTestimonial } from "./testimonials-section";

const withProject = testimonials.find((testimonial) => testimonial.project)!;

describe("a client's quote", () => {
  it("opens with the logo of the client of the project it names, as the company's name", () => {
    render(<FeaturedTestimonial testimonial={withProject} />);
    const logo = screen.getByRole("img", { name: withProject.company });
    expect(logo).toHaveAttribute("src", getProject(withProject.project!)!.logo.src);
    // The logo comes before the words.
    const figure = screen.getByRole("figure");
    expect(within(figure).getAllByRole("img")[0]).toBe(logo);
  });

  it("names the company in type when it names no project, or one no longer listed", () => {
    for (const project of [undefined, "no-such-project"]) {
      const { unmount } = render(
        <FeaturedTestimonial
          testimonial={{ ...withProject, project, company: "Konkan Fisheries" }}
        />,
      );
      expect(screen.queryByRole("img", { name: "Konkan Fisheries" })).toBeNull();
      expect(screen.getByText("Konkan")).toBeInTheDocument();
      expect(screen.getByText("Fisheries")).toBeInTheDocument();
      unmount();
    }
  });
});
