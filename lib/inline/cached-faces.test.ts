// The brand faces' second stage, the script in every page's <head>, run on the very text the pages
// carry (scripts/build/inline-scripts.ts): it sets the faces first once they are cached, and on a
// first view fetches them into the cache once the page has loaded and the browser is idle.
import {
  FACES_ATTRIBUTE,
  FACES_CLASS,
  FACES_KEY_PREFIX,
  FACES_LOAD_ATTRIBUTE,
  facesToLoad,
} from "../brand-faces";
import { FACES_SCRIPT } from "../../scripts/build/inline-scripts";
import { recordListeners } from "./listeners";

const root = document.documentElement;
const FACES = facesToLoad([
  { family: "'displayFace'", weights: [500, 800] },
  { family: "'textFace'", weights: [400, 700] },
]);
const ASKED = [
  "500 1em 'displayFace'",
  "800 1em 'displayFace'",
  "400 1em 'textFace'",
  "700 1em 'textFace'",
];

const key = (version: string) => `${FACES_KEY_PREFIX}${version}`;
const record = (version: string) => localStorage.setItem(key(version), "1");
const shown = () => root.classList.contains(FACES_CLASS);

/** Takes off every listener the script added (each test runs it anew). */
let removeListeners = () => {};

/** A page opening: <html> as the layout renders it, then the script as <head> runs it. */
function open(version: string | null) {
  root.className = "";
  if (version === null) root.removeAttribute(FACES_ATTRIBUTE);
  else root.setAttribute(FACES_ATTRIBUTE, version);
  root.setAttribute(FACES_LOAD_ATTRIBUTE, FACES);
  window.eval(FACES_SCRIPT);
  return shown();
}

/** The browser's font set: each `load` answers with what `answer` gives for that font. */
function fontSet(answer: (font: string) => Promise<FontFace[]>) {
  const load = jest.fn(answer);
  Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
  return load;
}
const face = (status: FontFaceLoadStatus) => ({ status }) as FontFace;
const loaded = async () => [face("loaded")];

/** The observers of paints the script made, told of the first contentful paint by `paint()`. */
let paintObservers: { callback: PerformanceObserverCallback; observer: PerformanceObserver }[] = [];
class FakePaintObserver {
  static supportedEntryTypes = ["paint", "largest-contentful-paint"];
  constructor(callback: PerformanceObserverCallback) {
    paintObservers.push({ callback, observer: this as unknown as PerformanceObserver });
  }
  observe() {}
  disconnect() {
    paintObservers = paintObservers.filter(({ observer }) => observer !== (this as unknown));
  }
}
/** The browser draws the page's first frame with content. */
function paint() {
  const entries = [{ name: "first-paint" }, { name: "first-contentful-paint" }];
  const list = { getEntries: () => entries } as unknown as PerformanceObserverEntryList;
  for (const { callback, observer } of [...paintObservers]) callback(list, observer);
}

/** The browser's idle callbacks, run by `idle()` (after the first paint, which they wait for). */
let idleTasks: (() => void)[] = [];
async function idle() {
  paint();
  const tasks = idleTasks;
  idleTasks = [];
  tasks.forEach((task) => task());
  // The loads' answers, and what they start.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  removeListeners = recordListeners();
  window.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
  window.requestIdleCallback = jest.fn((task: IdleRequestCallback) => {
    idleTasks.push(() => task({ didTimeout: false, timeRemaining: () => 50 }));
    return idleTasks.length;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  removeListeners();
  idleTasks = [];
  paintObservers = [];
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  localStorage.clear();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (document as { fonts?: unknown }).fonts;
  document.body.replaceChildren();
  history.replaceState(null, "", "/");
});

describe("a page after the faces were cached", () => {
  test("sets them first, and fetches nothing", async () => {
    const load = fontSet(loaded);
    record("v1");
    expect(open("v1")).toBe(true);
    await idle();
    expect(load).not.toHaveBeenCalled();
  });

  test("keeps the classes <html> already has", () => {
    record("v1");
    root.className = "other";
    root.setAttribute(FACES_ATTRIBUTE, "v1");
    window.eval(FACES_SCRIPT);
    expect([...root.classList]).toEqual(["other", FACES_CLASS]);
  });

  test("does not take a new cut of the faces as cached", () => {
    record("v1");
    expect(open("v2")).toBe(false);
    expect(open(null)).toBe(false);
  });

  test("stays in the fallbacks where storage throws, and the page's scripts run on", () => {
    record("v1");
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => open("v1")).not.toThrow();
    expect(shown()).toBe(false);
  });
});

describe("a first view", () => {
  test("keeps the fallbacks, and fetches every face at every weight once loaded and idle", async () => {
    const load = fontSet(loaded);
    jest.spyOn(document, "readyState", "get").mockReturnValue("loading");
    localStorage.setItem(key("v0"), "1");
    localStorage.setItem("lead-form-draft", "{}");
    expect(open("v1")).toBe(false);
    await idle();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("load"));
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load.mock.calls.map(([font]) => font)).toEqual(ASKED);
    // Recorded, with the older cut's record gone and other keys left alone.
    expect(localStorage.getItem(key("v1"))).not.toBeNull();
    expect(localStorage.getItem(key("v0"))).toBeNull();
    expect(localStorage.getItem("lead-form-draft")).toBe("{}");
    // Nothing set in the faces on this page; the next one is.
    expect(shown()).toBe(false);
    expect(open("v1")).toBe(true);
  });

  test("fetches nothing before the page's first contentful paint, even when idle before it", async () => {
    const load = fontSet(loaded);
    open("v1");
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    paint();
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    // Told of the paint again (another observer's entries), it asks no second time.
    paint();
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    await idle();
    expect(load).toHaveBeenCalledTimes(ASKED.length);
  });

  test("waits two frames where the browser does not report paints", async () => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    const load = fontSet(loaded);
    open("v1");
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await idle();
    expect(load).toHaveBeenCalledTimes(ASKED.length);
  });

  test("waits for a timer where the browser has no idle callback", async () => {
    jest.useFakeTimers();
    try {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      const load = fontSet(loaded);
      open("v1");
      paint();
      jest.advanceTimersByTime(999);
      expect(load).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(load).toHaveBeenCalledTimes(ASKED.length);
    } finally {
      jest.useRealTimers();
    }
  });

  test.each([
    ["a face matched nothing", async () => []],
    ["a face did not load", async () => [face("error")]],
    ["a request failed", () => Promise.reject(new DOMException("network", "NetworkError"))],
  ])("records nothing when %s", async (_, answer: () => Promise<FontFace[]>) => {
    fontSet((font) => (font === ASKED[2] ? answer() : loaded()));
    open("v1");
    await idle();
    expect(localStorage.getItem(key("v1"))).toBeNull();
    expect(open("v1")).toBe(false);
  });

  test("records nothing, and throws nothing, where storage throws or there is no font set", async () => {
    const load = fontSet(loaded);
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    open("v1");
    await idle();
    expect(load).toHaveBeenCalled();
    setItem.mockRestore();
    expect(localStorage.getItem(key("v1"))).toBeNull();

    delete (document as { fonts?: unknown }).fonts;
    open("v1");
    await expect(idle()).resolves.toBeUndefined();
    expect(localStorage.getItem(key("v1"))).toBeNull();
  });
});

describe("a page reached by a link within the site", () => {
  /** A link as the pages have them; the router, not the browser, follows it (as Next.js does). */
  function link(href: string, attributes: Record<string, string> = {}) {
    const anchor = document.createElement("a");
    anchor.href = href;
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    anchor.innerHTML = "<span>About</span>";
    anchor.addEventListener("click", (event) => event.preventDefault());
    document.body.append(anchor);
    return anchor;
  }
  const click = (target: Element, init: MouseEventInit = {}) =>
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
  /** The router moves to `path`, and the browser draws the next frame. */
  const arrive = async (path: string) => {
    history.pushState(null, "", path);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  };

  test("is set in the faces once they are recorded, from the frame its address changes", async () => {
    fontSet(loaded);
    open("v1");
    const about = link("/about");
    // Followed before the faces are cached: the next page stays in the fallbacks.
    click(about.firstElementChild!);
    await arrive("/about");
    expect(shown()).toBe(false);

    await arrive("/");
    await idle();
    expect(localStorage.getItem(key("v1"))).not.toBeNull();
    click(about.firstElementChild!);
    // The page being left keeps its faces until the new one is drawn.
    expect(shown()).toBe(false);
    await arrive("/about");
    expect(shown()).toBe(true);
  });

  test.each([
    ["with a modifier key", "/about", {}, { ctrlKey: true }],
    ["with the middle button", "/about", {}, { button: 1 }],
    ["to another site", "https://example.com/about", {}, {}],
    ["into another window", "/about", { target: "_blank" }, {}],
    ["to download", "/about", { download: "" }, {}],
    ["to a part of the same page", "/#contact", {}, {}],
  ] as const)("is not followed %s", async (_, href, attributes, init) => {
    // Recorded after this page opened, as on a first view.
    open("v1");
    record("v1");
    click(link(href, attributes), init);
    await arrive("/elsewhere");
    expect(shown()).toBe(false);
  });
});
