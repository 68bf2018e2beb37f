// What a visitor does before the page is live is done once it is. A page is painted before its
// scripts run (scripts/build/scripts-after-paint.ts), so for up to a second or so on a phone its buttons
// look ready but have no handler yet. This small inline script, first in every page's <head>,
// holds those taps, clicks and key presses and hands them to the page once React has made it live
// (components/layout/hydration-mark.tsx sends LIVE_EVENT), so nothing is lost and nothing is done
// twice:
// - a button pressed (by pointer, or Enter or Space on a focused one) is pressed again, in order:
//   the menus' toggles, and any other button whose work is the page's code;
// - a form sent (Enter in a search box, Send in a lead form) is sent again, once, unless it is a
//   real GET form (method="get"): the browser sends that one itself, and the page it loads reads
//   the query from its address (the not-found page's search); a lead form says at once that it
//   will send once the page is live (see onSubmit);
// - text typed in a search box is handed to its handler as if typed now. The lead forms adopt
//   their own typed text (components/forms/use-form.ts).
// Links are not held: they work without scripts; nor is a button that opens a popover
// (popovertarget: the mobile menu), which the browser opens by itself; nor are radio buttons
// (the filters), which CSS answers; nor a button whose whole work is the browser's own
// (data-action="print" prints, data-action="back" goes back, or home when there is no page to go
// back to): this script does it at once, for the page's whole life, so it needs no page code. The script is the same on every page, so the
// Content-Security-Policy allows it by one hash (scripts/build/page-csp.ts).
//
// A script file, not a module: the build (scripts/build/inline-scripts.ts) puts this file's text,
// from `function` on, into every page as it is, called with the live event's name
// (lib/live-event.ts). ES5, since it runs before anything else on any browser.
// @ts-check

/** @param {string} liveEvent */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the build calls it in the page
function holdEarlyInput(liveEvent) {
  /** @typedef {HTMLButtonElement | HTMLFormElement} Control */
  /** @type {Control[]} */
  var held = [];
  /** @param {Event} event @param {Control} control */
  function hold(event, control) {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
  }
  // A form the browser can send by itself: its own page reads what it asked for.
  /** @param {HTMLFormElement | null} form */
  function sendsItself(form) {
    return !!form && form.getAttribute("method") === "get";
  }
  /** @param {Event} event */
  function onClick(event) {
    var target = /** @type {Element | null} */ (event.target);
    var button = target && target.closest ? target.closest("button") : null;
    if (!button || button.disabled || button.hasAttribute("data-action")) return;
    // A form's submit button: the submit it causes is what is answered (onSubmit).
    if (button.type === "submit" && button.form) return;
    if (button.hasAttribute("popovertarget")) return;
    hold(event, button);
  }
  // A lead form sent before the page is live says so at once (its data-early-note, rendered by
  // components/forms/form-footer.tsx), and goes once the page is; if the page's scripts have not
  // come after STUCK_MS, it says where to write instead. Its Send button, disabled in the HTML
  // because a native submit would reload the page and lose the text, is enabled as soon as the
  // page is parsed, since this holder answers it.
  var STUCK_MS = 10000;
  /** @type {number | undefined} */
  var stuckTimer;
  /** @param {HTMLFormElement} form @param {string} part @param {boolean} shown */
  function showNote(form, part, shown) {
    var element = form.querySelector("[data-early-note] [data-" + part + "]");
    if (element) /** @type {HTMLElement} */ (element).hidden = !shown;
  }
  /** @param {Event} event */
  function onSubmit(event) {
    var form = /** @type {HTMLFormElement} */ (event.target);
    if (sendsItself(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(form) !== -1) return;
    held.push(form);
    if (!form.querySelector("[data-early-note]")) return;
    showNote(form, "held", true);
    if (stuckTimer === undefined)
      stuckTimer = window.setTimeout(function () {
        for (var i = 0; i < held.length; i++) {
          var control = held[i];
          if (control instanceof HTMLFormElement) {
            showNote(control, "held", false);
            showNote(control, "stuck", true);
          }
        }
      }, STUCK_MS);
  }
  document.addEventListener("DOMContentLoaded", function () {
    var buttons = document.querySelectorAll("button[data-early-submit]");
    for (var i = 0; i < buttons.length; i++)
      /** @type {HTMLButtonElement} */ (buttons[i]).disabled = false;
  });
  // What is typed in a search box, as typed: hydration may reset the box before handing it back.
  /** @type {HTMLInputElement[]} */
  var boxes = [];
  /** @type {string[]} */
  var typed = [];
  /** @param {Event} event */
  function onInput(event) {
    var box = /** @type {HTMLInputElement} */ (event.target);
    if (!box.closest || !box.closest('form[role="search"]')) return;
    var at = boxes.indexOf(box);
    if (at === -1) at = boxes.push(box) - 1;
    typed[at] = box.value;
  }
  document.addEventListener("click", function (event) {
    var target = /** @type {Element | null} */ (event.target);
    var button = target && target.closest ? target.closest("button[data-action]") : null;
    var action = button && button.getAttribute("data-action");
    if (action === "print") window.print();
    else if (action === "back") {
      if (history.length > 1) history.back();
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- before React: no router here
      else location.href = "/";
    }
  });
  document.addEventListener("click", onClick, true);
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("input", onInput, true);
  document.addEventListener(
    liveEvent,
    function () {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("input", onInput, true);
      clearTimeout(stuckTimer);
      // Typed text first, so that a search sent after it sends it.
      var value = /** @type {PropertyDescriptor} */ (
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")
      );
      var setValue = /** @type {(this: HTMLInputElement, text: string) => void} */ (value.set);
      for (var i = 0; i < boxes.length; i++) {
        var box = boxes[i];
        if (!box || !box.isConnected) continue;
        // React notices a change against the value it last saw: show it the one rendered, then
        // the typed text behind its back, then the input event.
        box.value = box.defaultValue;
        setValue.call(box, typed[i] || "");
        box.dispatchEvent(new Event("input", { bubbles: true }));
      }
      // Each in a task of its own, as a visitor's presses come: the page renders what one did
      // before the next reads it (a menu pressed twice ends closed).
      var pressed = held;
      held = [];
      (
        /** @param {number} index */ function next(index) {
          if (index >= pressed.length) return;
          var control = pressed[index];
          if (control && control.isConnected) {
            if (control instanceof HTMLFormElement) {
              showNote(control, "held", false);
              showNote(control, "stuck", false);
              control.requestSubmit();
            } else control.click();
          }
          setTimeout(next, 0, index + 1);
        }
      )(0);
    },
    { once: true },
  );
}
