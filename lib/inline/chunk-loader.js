// The loader of a page's JavaScript, inline at the end of every page's <body>
// (scripts/build/scripts-after-paint.ts): it adds the chunks named in its data-chunks attribute once
// the page's first contentful paint is on screen.
//
// A script file, not a module: the build puts this file's text, from `function` on, into every page
// as it is, called at once. ES5, since it runs on any browser.
// @ts-check

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the build calls it in the page
function loadChunksAfterPaint() {
  var loader = document.currentScript;
  var chunks = loader ? (loader.getAttribute("data-chunks") || "").split(" ") : [];
  var started = false;
  function load() {
    if (started) return;
    started = true;
    chunks.forEach(function (src) {
      if (!src) return;
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    });
  }
  // A hidden page paints nothing (a background tab, or one hidden before its first paint).
  if (document.visibilityState === "hidden") return load();
  document.addEventListener("visibilitychange", load, { once: true });
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf("paint") !== -1) {
    // Reported once the first frame with text or a picture is on screen.
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: "paint", buffered: true });
  } else {
    // A frame callback runs just before a frame is painted; the task after it, once it is.
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
}
