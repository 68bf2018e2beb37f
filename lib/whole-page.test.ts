/** @jest-environment jsdom */
import { drawBandsWhenIdle, drawWholePage, WHOLE_PAGE_ATTRIBUTE } from "./whole-page";

const root = document.documentElement;

beforeEach(() => {
  jest.useFakeTimers();
  root.removeAttribute(WHOLE_PAGE_ATTRIBUTE);
  document.body.innerHTML =
    "<main><section id='a'></section><section id='b'></section><section id='c'></section></main><footer id='f'></footer>";
  window.scrollBy = jest.fn();
});
afterEach(() => jest.useRealTimers());

const drawn = () =>
  [...document.querySelectorAll("[data-drawn]")].map((element) => element.id).join(",");

test("draws the skipped bands one each idle moment, top to bottom, then marks the page whole", () => {
  drawBandsWhenIdle();
  expect(drawn()).toBe("");
  jest.advanceTimersToNextTimer();
  expect(drawn()).toBe("b");
  jest.advanceTimersToNextTimer();
  expect(drawn()).toBe("b,c");
  jest.advanceTimersToNextTimer();
  expect(drawn()).toBe("b,c,f");
  expect(root.hasAttribute(WHOLE_PAGE_ATTRIBUTE)).toBe(false);
  jest.advanceTimersToNextTimer();
  expect(root.hasAttribute(WHOLE_PAGE_ATTRIBUTE)).toBe(true);
});

test("stops when asked, and when the page has been drawn whole meanwhile", () => {
  const stop = drawBandsWhenIdle();
  jest.advanceTimersToNextTimer();
  stop();
  jest.runAllTimers();
  expect(drawn()).toBe("b");

  drawBandsWhenIdle();
  drawWholePage();
  jest.runAllTimers();
  expect(drawn()).toBe("b");
  expect(root.hasAttribute(WHOLE_PAGE_ATTRIBUTE)).toBe(true);
});

test("keeps what the visitor sees in place while the bands above it change height", () => {
  // The window shows band c. jsdom lays nothing out, so the boxes stand in for a layout in which
  // the bands above c, drawn, are 120 px taller than their stand-ins.
  const whole = () => root.hasAttribute(WHOLE_PAGE_ATTRIBUTE);
  const boxes: Record<string, () => { top: number; bottom: number }> = {
    a: () => ({ top: -1500, bottom: -700 }),
    b: () => ({ top: -700, bottom: whole() ? 110 : -10 }),
    c: () => ({ top: whole() ? 160 : 40, bottom: 1000 }),
  };
  for (const [id, box] of Object.entries(boxes))
    document.getElementById(id)!.getBoundingClientRect = () => box() as DOMRect;
  drawWholePage();
  expect(window.scrollBy).toHaveBeenCalledWith({ top: 120, behavior: "instant" });
  drawWholePage();
  expect(window.scrollBy).toHaveBeenCalledTimes(1);
});
