import { render, screen } from "@testing-library/react";

import { Markdown } from "./markdown";

describe("Markdown", () => {
  it("shows paragraphs and points as paragraphs and a list, with their marks as emphasis and links", () => {
    const { container } = render(
      <Markdown
        source={"We **never** sell data; see [the terms](/terms-and-conditions).\n\n- one\n- two"}
        paragraphClassName="mt-4"
      />,
    );
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(screen.getByText("never").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "the terms" })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["one", "two"]);
  });

  it("turns an email address into a link to write to it, in a paragraph or a point", () => {
    render(
      <Markdown
        source={"Write to privacy@dunga.in.\n\n1. or help@dunga.in"}
        paragraphClassName=""
      />,
    );
    expect(screen.getByRole("link", { name: "privacy@dunga.in" })).toHaveAttribute(
      "href",
      "mailto:privacy@dunga.in",
    );
    expect(screen.getByRole("listitem").closest("ol")).not.toBeNull();
    expect(screen.getByRole("link", { name: "help@dunga.in" })).toHaveAttribute(
      "href",
      "mailto:help@dunga.in",
    );
  });

  it("shows HTML in the text as text, never as markup", () => {
    const { container } = render(
      <Markdown source={"<img src=x onerror=alert(1)> hi"} paragraphClassName="" />,
    );
    expect(container.querySelector("img")).toBeNull();
  });
});
