// For the tests of the inline scripts, which run a script's text anew in each test: every listener
// it adds is recorded, so that the test can take them all off again afterwards.

/**
 * Records every listener added from now on (within a test: `jest.restoreAllMocks` ends the
 * recording). Returns the function that takes off all the listeners recorded so far.
 */
export function recordListeners(): () => void {
  const listeners: [EventTarget, string, EventListenerOrEventListenerObject | null, unknown][] = [];
  const add = EventTarget.prototype.addEventListener;
  jest.spyOn(EventTarget.prototype, "addEventListener").mockImplementation(function (
    this: EventTarget,
    type,
    listener,
    options,
  ) {
    listeners.push([this, type, listener, options]);
    add.call(this, type, listener, options);
  });
  return () => {
    for (const [target, type, listener, options] of listeners.splice(0))
      target.removeEventListener(type, listener, options as EventListenerOptions);
  };
}
