import { act, useState, type FormEvent } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { waitFor } from "@testing-library/react";

import { EARLY_INPUT_SCRIPT } from "../../scripts/build/inline-scripts";
import { LIVE_EVENT } from "../live-event";

// Hydration and the hand-over are driven here by hand, inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A page as the site serves it: server-rendered HTML, the holder running from <head>, and React
 * hydrating it later. Everything done before LIVE_EVENT must happen once, after it.
 */
const calls = { copies: 0, searches: [] as string[] };

function Page() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState("all");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    calls.searches.push(query);
  };
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Menu
      </button>
      <button type="button" onClick={() => setFilter("new")}>
        <svg aria-hidden="true" />
        New
      </button>
      <button type="button" onClick={() => (calls.copies += 1)}>
        Copy
      </button>
      <button type="button" data-action="print">
        Print
      </button>
      <button type="button" data-action="back">
        Go back
      </button>
      <button type="button" disabled>
        Send
      </button>
      <p>Filter: {filter}</p>
      <form role="search" onSubmit={submit}>
        <input
          aria-label="Search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit">Search</button>
      </form>
      <p>Query: {query}</p>
      <form role="search" method="get" aria-label="Site search">
        <input aria-label="Site search box" name="q" type="search" />
        <button type="submit">Find</button>
      </form>
      <button type="button" popoverTarget="sheet">
        Sheet
      </button>
      <a href="#elsewhere">A link</a>
    </div>
  );
}

let root: Root | undefined;
let container: HTMLElement;

function serve() {
  calls.copies = 0;
  calls.searches = [];
  container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  // As the page runs it: inline, before anything can be pressed.
  window.eval(EARLY_INPUT_SCRIPT);
}

async function goLive() {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  await act(async () => {
    document.dispatchEvent(new Event(LIVE_EVENT));
    // The held presses are handed over a task each.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const button = (name: string) =>
  [...container.querySelectorAll("button")].find(
    (b) => b.textContent === name,
  ) as HTMLButtonElement;
const text = () => container.textContent ?? "";

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe("input before the page is live", () => {
  it("is held, then done once, in order, when the page is live", async () => {
    serve();
    button("Menu").click();
    button("Copy").click();
    button("Menu").click();
    container.querySelector("svg")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(calls.copies).toBe(0);
    await goLive();
    // The held presses are handed over a task each: on a busy machine, later than goLive's wait.
    await waitFor(() => expect(text()).toContain("Filter: new"));
    expect(calls.copies).toBe(1);
    // Opened, then closed: each press saw what the one before it did.
    expect(button("Menu").getAttribute("aria-expanded")).toBe("false");
  });

  it("hands text typed in a search box to the page, and sends a search asked for", async () => {
    serve();
    const box = container.querySelector("input") as HTMLInputElement;
    box.value = "cloud";
    box.dispatchEvent(new Event("input", { bubbles: true })); // as typing does
    // Hydration may show the box empty again before React hands the text back.
    box.value = "";
    const form = container.querySelector("form") as HTMLFormElement;
    const sent = form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(sent).toBe(false); // no reload with the box's text in the address
    button("Search").click();
    await goLive();
    expect(text()).toContain("Query: cloud");
    // Asked twice (Enter, then the button): sent once, with the typed text.
    expect(calls.searches).toEqual(["cloud"]);
  });

  it("lets a GET search form go by the browser, which sends its query in the address", async () => {
    serve();
    const form = container.querySelector('form[method="get"]') as HTMLFormElement;
    const held: boolean[] = [];
    // Seen after the holder (which listens on the document, capturing): was it held?
    form.addEventListener("submit", (event) => {
      held.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    });
    button("Find").addEventListener("click", (event) => held.push(event.defaultPrevented));
    button("Find").click();
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    // The button's press, the submit it caused, and Enter's submit: none held.
    expect(held).toEqual([false, false, false]);
    await goLive();
    expect(held).toHaveLength(3); // nothing replayed
  });

  it("lets a popover's button go by the browser, which opens the popover itself", async () => {
    serve();
    const held: boolean[] = [];
    button("Sheet").addEventListener("click", (event) => held.push(event.defaultPrevented));
    button("Sheet").click();
    expect(held).toEqual([false]);
    await goLive();
    expect(held).toHaveLength(1); // nothing replayed
  });

  it("leaves links alone, and stops holding once the page is live", async () => {
    serve();
    const link = container.querySelector("a") as HTMLAnchorElement;
    const followed = link.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true }),
    );
    expect(followed).toBe(true);
    await goLive();
    act(() => button("Copy").click());
    expect(calls.copies).toBe(1);
    await act(async () => document.dispatchEvent(new Event(LIVE_EVENT)));
    expect(calls.copies).toBe(1);
  });
});

describe("a button whose work is the browser's own", () => {
  // Every test's page runs the holder again in this one document, so each counts its own calls.
  it("prints at once, scripts or not, and is not pressed again once the page is live", async () => {
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    serve();
    const before = print.mock.calls.length;
    button("Print").click();
    const atOnce = print.mock.calls.length - before;
    expect(atOnce).toBeGreaterThan(0);
    await goLive();
    expect(print.mock.calls.length - before).toBe(atOnce);
    print.mockRestore();
  });

  it("goes back at once when there is a page to go back to", async () => {
    const back = jest.spyOn(History.prototype, "back").mockImplementation(() => undefined);
    const length = jest.spyOn(History.prototype, "length", "get").mockReturnValue(2);
    serve();
    button("Go back").click();
    expect(back).toHaveBeenCalled();
    const calls = back.mock.calls.length;
    await goLive();
    expect(back.mock.calls.length).toBe(calls);
    back.mockRestore();
    length.mockRestore();
  });
});

describe("a lead form sent before the page is live", () => {
  const leadForm = () => {
    const holder = document.createElement("div");
    holder.innerHTML = `
      <form>
        <input name="name" value="Asha">
        <div data-early-note><p data-held hidden>Sent once loaded</p><p data-stuck hidden>Write to us</p></div>
        <button type="submit" data-early-submit disabled>Send</button>
      </form>`;
    document.body.append(holder);
    window.eval(EARLY_INPUT_SCRIPT);
    const form = holder.querySelector("form")!;
    const part = (name: string) => form.querySelector<HTMLElement>(`[data-${name}]`)!;
    return { holder, form, part, button: form.querySelector("button")! };
  };

  afterEach(() => jest.useRealTimers());

  it("enables its Send as the page is parsed, since the press is answered here", () => {
    const { holder, button } = leadForm();
    expect(button.disabled).toBe(true);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(button.disabled).toBe(false);
    holder.remove();
  });

  it("says at once that it will send, then sends once when the page is live", () => {
    jest.useFakeTimers();
    const { holder, form, part } = leadForm();
    const sent: boolean[] = [];
    const submit = () =>
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(submit()).toBe(false); // held: no reload that would lose the text
    expect(submit()).toBe(false); // pressed again: still one send
    expect(part("held").hidden).toBe(false);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      sent.push(true);
    });
    document.dispatchEvent(new Event(LIVE_EVENT));
    jest.runOnlyPendingTimers();
    expect(sent).toEqual([true]);
    expect(part("held").hidden).toBe(true);
    expect(part("stuck").hidden).toBe(true);
    holder.remove();
  });

  it("says where to write instead when the page's scripts never come", () => {
    jest.useFakeTimers();
    const { holder, form, part } = leadForm();
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    jest.advanceTimersByTime(9000);
    expect(part("stuck").hidden).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(part("held").hidden).toBe(true);
    expect(part("stuck").hidden).toBe(false);
    holder.remove();
  });
});
