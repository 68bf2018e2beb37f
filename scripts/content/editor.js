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
 * The preview templates, by collection name. Each takes an entry's data, `h` (React's
 * createElement, from Decap), Decap's `widgetFor` and the pages' headings (`words`, from the
 * content, so a preview says what its page says) and lays it out with the site's own classes: the dark band every
 * inner page opens with, then the page's main section: a folder collection's entry (a product,
 * from content/products/), or, for a collection of one file holding a list under its own name,
 * each of the list's entries in turn. To add one for a new collection, add a function here named
 * after it.
 */
const templates = {
  products(product, h, widgetFor, words) {
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
              product.isNew ? h("span", { className: "eyebrow" }, words.product.new) : null,
              product.isHot ? h("span", { className: "eyebrow" }, words.product.hot) : null,
            ),
            h(
              "dl",
              { className: "mt-6 grid gap-4 text-sm" },
              h("dt", { className: "font-semibold text-slate-900" }, words.product.industry),
              h("dd", null, product.industry),
              h("dt", { className: "font-semibold text-slate-900" }, words.product.platforms),
              h("dd", null, chips(h, platforms)),
            ),
          ),
          h(
            "div",
            null,
            h("h2", { className: "text-3xl font-bold sm:text-4xl" }, words.product.modules),
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
            h("h2", { className: "mt-14 text-3xl font-bold sm:text-4xl" }, words.product.features),
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

  /** A case study (app/portfolio/[id]/page.tsx): the client, the challenge, what was built, the results. */
  projects(project, h, widgetFor, words) {
    const stats = project.stats ?? [];
    return [
      band(h, { eyebrow: project.clientName, title: project.title, text: project.description }),
      section(
        h,
        "story",
        heading(h, words.project.challenge),
        paragraphs(h, project.challenge),
        heading(h, words.project.approach),
        paragraphs(h, project.approach),
        heading(h, words.project.built),
        h(
          "ul",
          { className: "mt-8 grid gap-4 sm:grid-cols-2" },
          (project.built ?? []).map((item, index) =>
            h(
              "li",
              { key: index, className: "rounded-2xl border border-slate-200 bg-white p-6" },
              h("p", { className: "font-bold text-slate-900" }, item.title),
              h("p", { className: "mt-2" }, item.description),
            ),
          ),
        ),
        stats.length > 0
          ? heading(h, words.project.results.replace("{project}", project.title ?? ""))
          : null,
        h(
          "dl",
          { className: "mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4" },
          stats.map(({ label, value }, index) =>
            h(
              "div",
              { key: index, className: "flex flex-col rounded-xl bg-slate-50 px-4 py-3" },
              h("dt", { className: "order-last text-sm text-slate-600" }, label),
              h("dd", { className: "text-2xl font-extrabold text-brand-700" }, value),
            ),
          ),
        ),
        heading(h, words.project.stack),
        chips(h, project.stack ?? []),
      ),
    ];
  },

  /** A job opening (app/careers/[id]/page.tsx): what the role is, does and asks for. */
  jobs(job, h, widgetFor, words) {
    return [
      band(h, { eyebrow: job.experience, title: job.title, text: job.summary }),
      section(
        h,
        "role",
        paragraphs(h, job.description),
        heading(h, words.job.responsibilities),
        list(h, job.responsibilities),
        heading(h, words.job.requirements),
        list(h, job.requirements),
      ),
    ];
  },

  /**
   * An article (app/blog/[id]/page.tsx): its title and description in the band, then its text as
   * Decap renders the Markdown, set like the page's.
   */
  articles(article, h, widgetFor) {
    return [
      band(h, {
        eyebrow: (article.tags ?? []).join(" · "),
        title: article.title,
        text: article.description,
      }),
      h(
        "section",
        { className: "py-14 lg:py-20", key: "text" },
        h(
          "div",
          {
            className:
              "container-page max-w-3xl text-lg leading-8 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-14 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 [&_li]:mt-3 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-6 [&_ul]:mt-6 [&_ul]:list-disc [&_ul]:pl-6",
          },
          widgetFor("body"),
        ),
      ),
    ];
  },
};

/** A page section of the preview, in the page's column. */
function section(h, key, ...children) {
  return h(
    "section",
    { className: "py-14 lg:py-20", key },
    h("div", { className: "container-page max-w-4xl" }, ...children),
  );
}

function heading(h, text) {
  return h("h2", { className: "mt-14 text-3xl font-bold text-slate-900 first:mt-0" }, text);
}

/** A text's paragraphs (blank lines between them), as the page shows them. */
function paragraphs(h, text) {
  return (text ?? "")
    .split(/\n\s*\n/)
    .filter(Boolean)
    .map((paragraph, index) =>
      h("p", { key: index, className: "mt-6 text-lg leading-8" }, paragraph),
    );
}

function list(h, items) {
  return h(
    "ul",
    { className: "mt-6 list-disc space-y-3 pl-6 text-lg leading-8" },
    (items ?? []).map((item) => h("li", { key: item }, item)),
  );
}

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
 * settings: { phrases, formats: { [format]: order }, previews: { [template]: [collection, listKey?] },
 * words } (content/schema/cms.ts, `editorSettings`; the headings of the previews, `words`, from
 * scripts/content/prepare.ts, `previewWords`).
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
    CMS.registerPreviewTemplate(name, ({ entry, widgetFor }) =>
      h(
        "div",
        { className: "bg-white font-sans text-slate-600" },
        previewEntries(entry.get("data").toJS(), listKey).map((item, index) =>
          h(
            "article",
            { key: item?.id ?? index },
            template(item ?? {}, h, widgetFor, settings.words),
          ),
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
