import { render, screen } from "@testing-library/react";

import { DRAWN_APART_ATTRIBUTE } from "@/lib/whole-page";

import { CardGrid } from "./card-grid";

describe("CardGrid drawn apart", () => {
  it("has every card's item drawn on its own by the page's inline script, the marker not", () => {
    const { container } = render(
      <CardGrid aria-label="Products" drawnApart>
        {["One", "Two", "Three"].map((name) => (
          <p key={name}>{name}</p>
        ))}
      </CardGrid>,
    );
    const apart = [...container.querySelectorAll(`[${DRAWN_APART_ATTRIBUTE}]`)];
    expect(apart.map((item) => item.textContent)).toEqual(["One", "Two", "Three"]);
    expect(screen.getByRole("list", { name: "Products" })).toBeInTheDocument();
  });

  it("refuses a list whose cards share rows: a card drawn apart is contained, and no subgrid", () => {
    // React reports the error it rethrows; the test expects it.
    const reported = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <CardGrid drawnApart rows={2}>
          <p>One</p>
        </CardGrid>,
      ),
    ).toThrow(/share rows/);
    reported.mockRestore();
  });
});
