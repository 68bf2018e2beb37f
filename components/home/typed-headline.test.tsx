import { act, render, screen } from "@testing-library/react";

import { TypedHeadline } from "./typed-headline";

const words = ["Transform", "Innovate", "Accelerate", "Revolutionize", "Elevate"];

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    onchange: null,
    dispatchEvent: jest.fn(),
  }));
}

const typed = () => screen.getByRole("heading").querySelector("[aria-hidden] span")?.textContent;
// One timer at a time, so React renders (and schedules the next timer) between letters.
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) act(() => jest.advanceTimersByTime(1));
}

describe("TypedHeadline", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("reads as a whole headline to assistive technology", () => {
    setReducedMotion(false);
    render(<TypedHeadline words={words} suffix="With Dunga" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Transform With Dunga");
  });

  it("pauses 2000 ms, erases at 50 ms a letter, types at 100 ms a letter, and cycles", () => {
    setReducedMotion(false);
    render(<TypedHeadline words={words} suffix="With Dunga" />);
    expect(typed()).toBe("Transform");

    advance(1999);
    expect(typed()).toBe("Transform");
    advance(1);
    expect(typed()).toBe("Transfor");

    advance(50);
    expect(typed()).toBe("Transfo");
    advance(50 * 7);
    expect(typed()).toBe("");

    advance(99);
    expect(typed()).toBe("");
    advance(1);
    expect(typed()).toBe("I");
    advance(100);
    expect(typed()).toBe("In");
    advance(100 * 6);
    expect(typed()).toBe("Innovate");

    // Innovate, Accelerate, Revolutionize, Elevate, then back to Transform.
    const cycle = (word: string, next: string) => 2000 + 50 * word.length + 100 * next.length;
    advance(cycle("Innovate", "Accelerate"));
    expect(typed()).toBe("Accelerate");
    advance(cycle("Accelerate", "Revolutionize"));
    expect(typed()).toBe("Revolutionize");
    advance(cycle("Revolutionize", "Elevate"));
    expect(typed()).toBe("Elevate");
    advance(cycle("Elevate", "Transform"));
    expect(typed()).toBe("Transform");
  });

  it("stays still under reduced motion", () => {
    setReducedMotion(true);
    render(<TypedHeadline words={words} suffix="With Dunga" />);
    advance(60_000);
    expect(typed()).toBe("Transform");
  });
});
