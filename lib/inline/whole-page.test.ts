// The drawing of the bands a page's load skipped, the script in every page's <head>, run on the
// very text the pages carry (scripts/build/inline-scripts.ts). jsdom lays nothing out, so where a
// test needs positions the bands' boxes stand in for a layout.
import { LIVE_EVENT } from "../live-event";
import { DRAWN_APART_ATTRIBUTE, drawWholePage, WHOLE_PAGE_ATTRIBUTE } from "../whole-page";
import { WHOLE_PAGE_SCRIPT } from "../../scripts/build/inline-scripts";
import { recordListeners } from "./listeners";

const root = document.documentElement;

/** Takes off every listener the script added (each test runs it anew). */
let removeListeners = () => {};
/** The idle callbacks asked for, run by `idle()`. */
let idleTasks: (() => void)[] = [];

beforeEach(() => {
  removeListeners = recordListeners();
  window.requestIdleCallback = jest.fn((task: IdleRequestCallback) => {
    idleTasks.push(() => task({ didTimeout: false, timeRemaining: () => 50 }));
    return idleTasks.length;
  });
  window.scrollBy = jest.fn();
  root.removeAttribute(WHOLE_PAGE_ATTRIBUTE);
  document.body.innerHTML =
    "<main><section id='a'><a href='/about'>About</a><a href='https://example.com/'>Elsewhere</a></section>" +
    "<section id='b'></section><section id='c'></section></main><footer id='f'></footer>";
  // The page as it opens: <head>'s script runs before anything is live.
  window.eval(WHOLE_PAGE_SCRIPT);
});

afterEach(() => {
  jest.restoreAllMocks();
  removeListeners();
  idleTasks = [];
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

/** Runs the idle callbacks asked for so far (those they ask for wait for the next call). */
function idle() {
  const tasks = idleTasks.splice(0);
  for (const task of tasks) task();
}
const drawn = () =>
  [...document.querySelectorAll("[data-drawn]")].map((element) => element.id).join(",");
const whole = () => root.hasAttribute(WHOLE_PAGE_ATTRIBUTE);
const goLive = () => document.dispatchEvent(new Event(LIVE_EVENT));

test("once the page is live, draws the skipped bands one each idle moment, top to bottom, then marks the page whole", () => {
  idle();
  expect(idleTasks).toHaveLength(0);
  goLive();
  expect(drawn()).toBe("");
  idle();
  expect(drawn()).toBe("b");
  idle();
  expect(drawn()).toBe("b,c");
  idle();
  expect(drawn()).toBe("b,c,f");
  expect(whole()).toBe(false);
  idle();
  expect(whole()).toBe(true);
  idle();
  expect(idleTasks).toHaveLength(0);
});

test("draws the whole page at the first scroll, live or not, and the idle moments then stop", () => {
  window.dispatchEvent(new Event("scroll"));
  expect(whole()).toBe(true);
  goLive();
  idle();
  expect(drawn()).toBe("");
});

test("draws the whole page at a move back or forward, and when the page's code asks", () => {
  window.dispatchEvent(new PopStateEvent("popstate"));
  expect(whole()).toBe(true);
  root.removeAttribute(WHOLE_PAGE_ATTRIBUTE);
  drawWholePage();
  expect(whole()).toBe(true);
});

test("draws the whole page at a click on a link to this site once the page is live", () => {
  const click = (name: string) =>
    [...document.querySelectorAll("a")]
      .find((link) => link.textContent === name)!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  // Before the page is live a link loads a new document: nothing to draw for it.
  click("About");
  expect(whole()).toBe(false);
  goLive();
  click("Elsewhere");
  expect(whole()).toBe(false);
  click("About");
  expect(whole()).toBe(true);
});

test("keeps what the visitor sees in place while the bands above it change height", () => {
  // The window shows band c; the bands above it, drawn, are 120 px taller than their stand-ins.
  const boxes: Record<string, () => { top: number; bottom: number }> = {
    a: () => ({ top: -1500, bottom: -700 }),
    b: () => ({ top: -700, bottom: whole() ? 110 : -10 }),
    c: () => ({ top: whole() ? 160 : 40, bottom: 1000 }),
  };
  for (const [id, box] of Object.entries(boxes))
    document.getElementById(id)!.getBoundingClientRect = () => box() as DOMRect;
  window.dispatchEvent(new Event("scroll"));
  expect(window.scrollBy).toHaveBeenCalledWith({ top: 120, behavior: "instant" });
  window.dispatchEvent(new Event("scroll"));
  expect(window.scrollBy).toHaveBeenCalledTimes(1);
});

describe("a long list whose cards are drawn apart", () => {
  beforeEach(() => {
    document.getElementById("c")!.innerHTML =
      `<ul><li id='c1' ${DRAWN_APART_ATTRIBUTE}></li><li id='c2' ${DRAWN_APART_ATTRIBUTE}></li></ul>`;
  });

  test("draws each card in an idle moment of its own, after the band they are in", () => {
    goLive();
    const order: string[] = [];
    for (let moment = 0; moment < 5; moment += 1) {
      idle();
      order.push(drawn());
    }
    expect(order).toEqual(["b", "b,c", "b,c,c1", "b,c,c1,c2", "b,c,c1,c2,f"]);
    idle();
    expect(whole()).toBe(true);
  });

  test("keeps the card in view in place while a card above it in the same band changes height", () => {
    // The window shows card c2, inside band c, which starts above the window and does not move:
    // card c1 above c2, drawn, is 80 px taller than its stand-in, and c2 moves down by as much.
    const boxes: Record<string, () => { top: number; bottom: number }> = {
      a: () => ({ top: -3000, bottom: -2000 }),
      b: () => ({ top: -2000, bottom: -1000 }),
      c: () => ({ top: -1000, bottom: whole() ? 1080 : 1000 }),
      c1: () => ({ top: -900, bottom: whole() ? -20 : -100 }),
      c2: () => ({ top: whole() ? 60 : -20, bottom: whole() ? 460 : 380 }),
    };
    for (const [id, box] of Object.entries(boxes))
      document.getElementById(id)!.getBoundingClientRect = () => box() as DOMRect;
    window.dispatchEvent(new Event("scroll"));
    expect(window.scrollBy).toHaveBeenCalledWith({ top: 80, behavior: "instant" });
  });
});
