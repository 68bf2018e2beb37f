import { render } from "@testing-library/react";

import { ArrowWords } from "./arrow-words";

/** The unbreakable end of the words: the last word and the arrow. */
const tail = (container: HTMLElement) => container.querySelector(".whitespace-nowrap");

describe("ArrowWords", () => {
  it("binds the arrow to the last word, so a wrap takes both to the next line", () => {
    const { container } = render(<ArrowWords>Hire a React Native Developer</ArrowWords>);
    expect(container).toHaveTextContent("Hire a React Native Developer");
    expect(tail(container)).toHaveTextContent(/^Developer$/);
    expect(tail(container)?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelectorAll("svg")).toHaveLength(1);
  });

  it("keeps a hidden label after the words, and a single word whole", () => {
    const { container } = render(
      <ArrowWords>
        View case study<span className="sr-only">: FleetPulse</span>
      </ArrowWords>,
    );
    expect(container).toHaveTextContent("View case study: FleetPulse");
    expect(tail(container)).toHaveTextContent(/^study$/);
    const { container: one } = render(<ArrowWords>Apply</ArrowWords>);
    expect(tail(one)).toHaveTextContent(/^Apply$/);
  });

  it("puts the arrow last when there are no words to bind it to", () => {
    const { container } = render(
      <ArrowWords>
        <strong>Open</strong>
      </ArrowWords>,
    );
    expect(container.firstElementChild?.lastElementChild?.tagName).toBe("svg");
  });
});
