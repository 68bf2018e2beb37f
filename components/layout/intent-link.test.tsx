import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { IntentLink } from "./intent-link";

const prefetch = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ prefetch, push: jest.fn(), replace: jest.fn() }),
}));

beforeEach(() => prefetch.mockClear());

describe("IntentLink", () => {
  it("fetches nothing until the visitor shows intent", () => {
    render(<IntentLink href="/portfolio">Portfolio</IntentLink>);
    expect(screen.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", "/portfolio");
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("fetches the page on pointer, keyboard focus and touch, without the fragment", async () => {
    const onMouseEnter = jest.fn();
    render(
      <IntentLink href="/about#our-team" onMouseEnter={onMouseEnter}>
        Our Team
      </IntentLink>,
    );
    const link = screen.getByRole("link", { name: "Our Team" });
    await userEvent.hover(link);
    expect(prefetch).toHaveBeenLastCalledWith("/about");
    expect(onMouseEnter).toHaveBeenCalled();

    prefetch.mockClear();
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(prefetch).toHaveBeenCalledWith("/about");

    prefetch.mockClear();
    fireEvent.touchStart(link);
    expect(prefetch).toHaveBeenCalledWith("/about");
  });

  it("leaves links off the site alone", async () => {
    render(<IntentLink href="https://wa.me/1">Chat</IntentLink>);
    await userEvent.hover(screen.getByRole("link", { name: "Chat" }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
