import { act, render, screen } from "@testing-library/react";

import { Reveal } from "./reveal";

const animate = jest.fn();
jest.mock("framer-motion/dom/mini", () => ({
  animate: (...args: unknown[]) => animate(...args),
}));

/** A stand-in IntersectionObserver the test reports positions through. */
const observed = new Set<Element>();
let callback: IntersectionObserverCallback = () => {};
class FakeObserver {
  constructor(report: IntersectionObserverCallback) {
    callback = report;
  }
  observe = (element: Element) => observed.add(element);
  unobserve = (element: Element) => observed.delete(element);
  disconnect = () => observed.clear();
}

/** Reports where the element is, as the browser does after observe() and on each crossing. */
function report(element: Element, top: number, isIntersecting: boolean) {
  const entry = { target: element, isIntersecting, boundingClientRect: { top } };
  act(() => callback([entry as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
  }));
}

const box = () => screen.getByText("Card").parentElement!;

describe("Reveal", () => {
  beforeAll(() => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    window.innerHeight = 800;
  });
  beforeEach(() => {
    animate.mockReset();
    animate.mockReturnValue({ stop: jest.fn(), finished: Promise.resolve() });
    setReducedMotion(false);
  });

  it("leaves what is on screen at hydration visible and stops watching it", () => {
    render(<Reveal>{<p>Card</p>}</Reveal>);
    report(box(), 300, true);
    expect(box().style.opacity).toBe("");
    expect(observed.has(box())).toBe(false);
  });

  it("leaves what was scrolled past visible", () => {
    render(<Reveal>{<p>Card</p>}</Reveal>);
    report(box(), -2000, false);
    expect(box().style.opacity).toBe("");
    expect(animate).not.toHaveBeenCalled();
  });

  it("hides what is below the fold, then fades it in once it enters, once", async () => {
    render(<Reveal delay={0.2}>{<p>Card</p>}</Reveal>);
    report(box(), 1500, false);
    expect(box().style.opacity).toBe("0");
    expect(animate).not.toHaveBeenCalled();

    report(box(), 700, true);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate).toHaveBeenCalledWith(
      box(),
      expect.objectContaining({ opacity: [0, 1] }),
      expect.objectContaining({ delay: 0.2 }),
    );
    await act(async () => {});
    expect(box().style.opacity).toBe("1");
    expect(observed.has(box())).toBe(false);
  });

  it("a hidden element is shown again when it unmounts mid-wait (no stuck styles)", () => {
    const { unmount } = render(<Reveal>{<p>Card</p>}</Reveal>);
    const element = box();
    report(element, 1500, false);
    unmount();
    expect(element.style.opacity).toBe("");
    expect(observed.has(element)).toBe(false);
  });

  it("with reduced motion asked for, hides and moves nothing", () => {
    setReducedMotion(true);
    render(<Reveal>{<p>Card</p>}</Reveal>);
    expect(observed.has(box())).toBe(false);
    expect(box().style.opacity).toBe("");
  });
});
