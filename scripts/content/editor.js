/**
 * The content editor's own script. scripts/content/prepare.ts writes it to public/admin/editor.js,
 * followed by the lines that, once Decap CMS's bundle has loaded, call `setUpEditor(window.CMS,
 * settings)` with settings generated from the content schemas (content/schema/cms.ts,
 * `editorSettings`) and only then start Decap, which reads its configuration as it starts. Plain browser JavaScript: the admin page has no
 * build step, and its policy allows same-origin scripts only (config/headers.ts, adminPolicy).
 *
 * It does three things:
 * 1. Decap's messages for the rules it checks itself (a list's size, a number's range, an
 *    upload's weight, a pattern) in the build's words;
 * 2. saves each file with its keys in the order of its fields, which is the files' order: Decap
 *    keeps an entry's fields in a map that loses the order of an object with more than eight
 *    keys, so without this a one-field edit rewrote the whole file in another order;
 * 3. the preview pane: the site's own stylesheet, and templates that lay an entry out like its
 *    page's main section (one function per collection in `templates` below).
 */

/* eslint-disable @typescript-eslint/no-unused-vars -- setUpEditor is called by the line prepare.ts adds. */

/** `value` with the keys of every object in `order`'s field order, recursively. */
function inFieldOrder(value, order) {
  if (!order || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => inFieldOrder(item, order));
  const sorted = {};
  for (const [name, inner] of order)
    if (Object.prototype.hasOwnProperty.call(value, name))
      sorted[name] = inFieldOrder(value[name], inner);
  // A key no field names (the build refuses them) keeps its place after the known ones.
  for (const name of Object.keys(value)) if (!(name in sorted)) sorted[name] = value[name];
  return sorted;
}

/** `base` with `extra`'s phrases put in, at any depth. */
function mergePhrases(base, extra) {
  const merged = { ...base };
  for (const [key, value] of Object.entries(extra))
    merged[key] =
      value && typeof value === "object" ? mergePhrases(base?.[key] ?? {}, value) : value;
  return merged;
}

/**
 * The preview templates, by collection name. Each takes an entry's data and `h` (React's
 * createElement, from Decap) and lays it out with the site's own classes: the dark band every
 * inner page opens with, then the page's main section: a folder collection's entry (a product,
 * from content/products/), or, for a collection of one file holding a list under its own name,
 * each of the list's entries in turn. To add one for a new collection, add a function here named
 * after it.
 */
const templates = {
  products(product, h) {
    const platforms = product.platforms ?? [];
    return [
      band(h, { eyebrow: product.industry, title: product.title, text: product.description }),
      h(
        "section",
        { className: "py-14 lg:py-20", key: "overview" },
        h(
          "div",
          { className: "container-page grid gap-10 lg:grid-cols-[22rem_1fr] lg:gap-16" },
          h(
            "aside",
            { className: "flex flex-col rounded-2xl border border-slate-200 bg-white p-8" },
            h("p", { className: "text-xl font-bold text-slate-900" }, product.title),
            h(
              "p",
              { className: "mt-3 flex flex-wrap gap-2 text-sm font-semibold" },
              product.isNew ? h("span", { className: "eyebrow" }, "New") : null,
              product.isHot ? h("span", { className: "eyebrow" }, "Hot") : null,
            ),
            h(
              "dl",
              { className: "mt-6 grid gap-4 text-sm" },
              h("dt", { className: "font-semibold text-slate-900" }, "Industry"),
              h("dd", null, product.industry),
              h("dt", { className: "font-semibold text-slate-900" }, "Platforms"),
              h("dd", null, chips(h, platforms)),
            ),
          ),
          h(
            "div",
            null,
            h("h2", { className: "text-3xl font-bold sm:text-4xl" }, "Apps delivered"),
            h(
              "ul",
              { className: "mt-8 grid gap-4 sm:grid-cols-2" },
              (product.modules ?? []).map((module) =>
                h(
                  "li",
                  {
                    key: module,
                    className:
                      "rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-slate-800",
                  },
                  module,
                ),
              ),
            ),
            h("h2", { className: "mt-14 text-3xl font-bold sm:text-4xl" }, "Key features"),
            h(
              "ul",
              { className: "mt-8 grid gap-3 sm:grid-cols-2" },
              (product.features ?? []).map((feature) =>
                h("li", { key: feature, className: "flex gap-3 text-slate-700" }, "✓ ", feature),
              ),
            ),
          ),
        ),
      ),
    ];
  },
};

/** The dark band an inner page opens with (components/sections/page-hero.tsx). */
function band(h, { eyebrow, title, text }) {
  return h(
    "section",
    { className: "relative overflow-hidden bg-ink text-white", key: "band" },
    h(
      "div",
      { className: "relative container-page py-12 lg:py-16" },
      eyebrow ? h("p", { className: "eyebrow text-brand-200" }, eyebrow) : null,
      h("h1", { className: "mt-4 max-w-4xl text-4xl font-bold text-white sm:text-5xl" }, title),
      text ? h("p", { className: "mt-5 max-w-2xl text-lg text-slate-300" }, text) : null,
    ),
  );
}

function chips(h, labels) {
  return h(
    "ul",
    { className: "mt-2 flex flex-wrap gap-2" },
    labels.map((label) =>
      h(
        "li",
        {
          key: label,
          className:
            "inline-flex min-h-9 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-700",
        },
        label,
      ),
    ),
  );
}

/** The entries a preview shows: the entry itself, or each one of a file's list of them. */
function previewEntries(data, listKey) {
  return listKey && Array.isArray(data?.[listKey]) ? data[listKey] : [data];
}

/**
 * settings: { phrases, formats: { [format]: order }, previews: { [template]: [collection, listKey?] } }
 * (content/schema/cms.ts, `editorSettings`).
 */
function setUpEditor(CMS, settings) {
  CMS.registerLocale("en", mergePhrases(CMS.getLocale("en") ?? {}, settings.phrases));

  for (const [format, order] of Object.entries(settings.formats))
    CMS.registerCustomFormat(format, "json", {
      fromFile: (text) => JSON.parse(text),
      toFile: (data) => JSON.stringify(inFieldOrder(data, order), null, 2),
    });

  const h = globalThis.h;
  for (const [name, [collection, listKey]] of Object.entries(settings.previews)) {
    const template = templates[collection];
    if (!template) continue;
    CMS.registerPreviewTemplate(name, ({ entry }) =>
      h(
        "div",
        { className: "bg-white font-sans text-slate-600" },
        previewEntries(entry.get("data").toJS(), listKey).map((item, index) =>
          h("article", { key: item?.id ?? index }, template(item ?? {}, h)),
        ),
      ),
    );
  }

  // The site's stylesheet, as its pages link it (its name carries a hash of its contents).
  if (typeof fetch === "function")
    fetch("/")
      .then((response) => response.text())
      .then((html) => {
        for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+\.css(?:\?[^"]*)?)"/g))
          CMS.registerPreviewStyle(href);
      })
      .catch(() => {
        // No stylesheet: the preview shows unstyled.
      });
}
