import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";

import { SuccessPanel, type SentPanel } from "./form-status";
import { SentReading } from "./sent-reading";

const panel: SentPanel = { title: "Thank you!", text: "We reply within a day.", again: "Again" };

describe("SuccessPanel", () => {
  it("offers, under its words, the pages to read while the team answers", () => {
    render(
      <SuccessPanel
        panel={panel}
        onAgain={() => {}}
        foot={
          <SentReading
            id="reading"
            title="While you wait"
            links={[
              { label: "Our work", href: "/portfolio" },
              { label: "Notes", href: "/blog" },
            ]}
          />
        }
      />,
    );
    const reading = screen.getByRole("navigation", { name: "While you wait" });
    const links = within(reading).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Our work", "/portfolio"],
      ["Notes", "/blog"],
    ]);
    // Read after the panel's words and its button, not before them.
    expect(
      screen.getByRole("button", { name: "Again" }).compareDocumentPosition(reading) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("offers none where its page gives none, and takes the focus", () => {
    render(<SuccessPanel panel={panel} onAgain={() => {}} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Thank you!" })).toHaveFocus();
  });
});
