// The page-side halves of e2e/geometry.spec.ts. Each runs in the page (page.evaluate), so each is
// self-contained: no imports, no helpers from outside its own body.

/**
 * Runs in the page: every pair of boxes that overlap inside one band (a top-level section of the
 * page's main, the inner pages' hero among them), as text.
 *
 * The boxes of a band are its layout children, three levels down (the container, its columns, the
 * blocks in them), and every visible piece of content inside it, however deep: headings,
 * paragraphs, pictures, list items (cards), figures, quotes, controls. Two boxes may overlap when
 * one holds the other, or when both are inside one element marked `data-composition`, which then
 * counts as one box against the rest of the band. An element with nothing to show (no text, no
 * picture, no control) is a background (a pattern, a tint, a glow) and no box. What is clipped
 * away by a box that hides its overflow counts only as far as it shows.
 */
export function overlapProblems(composition: string): { boxes: number; problems: string[] } {
  const problems: string[] = [];
  const atoms =
    "h1, h2, h3, h4, h5, h6, p, img, picture, svg, video, canvas, li, dt, dd, figure, blockquote, table, input, select, textarea, button, a[href], label";
  const nameOf = (element: Element) => {
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const label = element.getAttribute("aria-label") ?? element.getAttribute("alt");
    const classes = element.getAttribute("class")?.split(" ").slice(0, 3).join(".");
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${label || text}"`;
  };
  const srOnly = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).clipPath === "inset(50%)") return true;
    }
    return false;
  };
  const hasContent = (element: Element) =>
    (element.textContent ?? "").trim().length > 0 ||
    element.matches("img, svg, video, canvas, input, select, textarea, button") ||
    element.querySelector("img, svg, video, canvas, input, select, textarea") !== null;
  /** The part of an element's box its overflow-hiding ancestors (inside the band) let show. */
  const visibleRect = (element: Element, band: Element) => {
    const box = element.getBoundingClientRect();
    let { left, top, right, bottom } = box;
    for (let node = element.parentElement; node && node !== band.parentElement;) {
      const style = getComputedStyle(node);
      if (style.overflowX !== "visible" || style.overflowY !== "visible") {
        const clip = node.getBoundingClientRect();
        if (style.overflowX !== "visible") {
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (style.overflowY !== "visible") {
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
      node = node.parentElement;
    }
    return { left, top, right, bottom };
  };

  const main = document.querySelector("main");
  if (!main) return { boxes: 0, problems: ["the page has no <main>"] };
  const bands = [...main.querySelectorAll("section, main > *")].filter(
    (element) =>
      !element.parentElement?.closest("main section") &&
      (element.tagName === "SECTION" || element.querySelector("section") === null),
  );
  let counted = 0;
  for (const band of bands) {
    const candidates = new Set<Element>();
    const addChildren = (parent: Element, depth: number) => {
      for (const child of parent.children) {
        candidates.add(child);
        if (depth < 3) addChildren(child, depth + 1);
      }
    };
    addChildren(band, 1);
    for (const atom of band.querySelectorAll(atoms)) candidates.add(atom);

    const boxes: { element: Element; rect: ReturnType<typeof visibleRect> }[] = [];
    for (const candidate of candidates) {
      // Inside a composition, the composition is the box.
      const whole = candidate.closest(`[${composition}]`);
      const element = whole && band.contains(whole) ? whole : candidate;
      if (boxes.some((box) => box.element === element)) continue;
      if (element.closest("svg") && element.tagName !== "svg") continue;
      if (element.parentElement?.closest("svg")) continue;
      const style = getComputedStyle(element);
      if (["inline", "contents", "none"].includes(style.display)) continue;
      if (["fixed", "sticky"].includes(style.position)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (element.closest("[hidden]") || srOnly(element) || !hasContent(element)) continue;
      const rect = visibleRect(element, band);
      if (rect.right - rect.left < 1 || rect.bottom - rect.top < 1) continue;
      boxes.push({ element, rect });
    }
    counted += boxes.length;
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        // A pixel or two is a border or a rounding, not an overlap.
        if (width > 2 && height > 2) {
          problems.push(
            `${nameOf(a.element)} and ${nameOf(b.element)} overlap by ${Math.round(width)}x${Math.round(height)}px`,
          );
        }
      }
    }
  }
  return { boxes: counted, problems };
}

/**
 * Runs in the page: every list of cards whose rows leave a card alone, as text. A list is a
 * `ul`/`ol` in the main content with two or more shown items, most of them cards: a box of their
 * own (a border, a background or a shadow, on the item or its one child) or a heading, and at
 * least 64 px tall (chips, links and ticks in a column are no cards). Its rows are the items
 * sharing a top edge; a lone card is one alone in its row while another row holds more (a
 * list's closing tile counts in its row).
 * Lists inside a composition, or hidden from assistive technology as decoration, are art.
 */
export function loneCardProblems(composition: string): { lists: number; problems: string[] } {
  const problems: string[] = [];
  const boxed = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      parseFloat(style.borderTopWidth) > 0 ||
      style.boxShadow !== "none" ||
      !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor)
    );
  };
  const isCard = (item: Element) => {
    const rect = item.getBoundingClientRect();
    if (rect.height < 64) return false;
    const only = item.children.length === 1 ? item.firstElementChild : null;
    return (
      boxed(item) || (only !== null && boxed(only)) || item.querySelector("h2, h3, h4") !== null
    );
  };
  let lists = 0;
  for (const list of document.querySelectorAll("main ul, main ol")) {
    if (list.closest(`[${composition}], [aria-hidden='true']`)) continue;
    const items = [...list.children].filter(
      (item) => item.tagName === "LI" && item.checkVisibility() && !item.hasAttribute("hidden"),
    );
    if (items.length < 2) continue;
    const cards = items.filter(isCard);
    if (cards.length * 2 <= items.length) continue;
    lists += 1;
    const rows: Element[][] = [];
    const rowAt = (top: number) =>
      rows.find((candidate) => {
        const first = candidate[0]!.getBoundingClientRect().top;
        return Math.abs(first - top) < 4;
      });
    for (const item of items) {
      const row = rowAt(item.getBoundingClientRect().top);
      if (row) row.push(item);
      else rows.push([item]);
    }
    // A list's closing tile shares its grid with it (CardGridWithEnd): shown, it counts in
    // the row of cards it ends.
    const end = list.nextElementSibling;
    if (end?.matches("[data-list-end]") && end.checkVisibility())
      rowAt(end.getBoundingClientRect().top)?.push(end);
    const widest = Math.max(...rows.map((row) => row.length));
    if (rows.length < 2 || widest < 2) continue;
    const lone = rows.filter((row) => row.length === 1);
    if (lone.length > 0) {
      const heading = list.closest("section")?.querySelector("h2, h1")?.textContent?.trim();
      const first = (lone[0]![0]!.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
      problems.push(
        `a list of ${items.length} cards in rows of ${rows.map((row) => row.length).join("+")} leaves "${first}" alone (section "${heading ?? "?"}")`,
      );
    }
  }
  return { lists, problems };
}

/**
 * Runs in the page, scrolled to its end: the text and the links the floating chat button covers.
 * Null when the page has no chat button.
 */
export function chatCoverProblems(): string[] | null {
  const chat = document.querySelector<HTMLElement>("a[aria-label^='Chat with us']");
  if (!chat || !chat.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
    return null;
  }
  const button = chat.getBoundingClientRect();
  const covers = (rect: DOMRect) =>
    rect.width > 0 &&
    rect.left < button.right - 1 &&
    button.left + 1 < rect.right &&
    rect.top < button.bottom - 1 &&
    button.top + 1 < rect.bottom;
  const problems: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || chat.contains(parent)) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (parent.closest("[hidden], [aria-hidden='true']")) continue;
    if (getComputedStyle(parent).clipPath === "inset(50%)") continue;
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(covers)) {
      problems.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
  }
  for (const link of document.querySelectorAll("a[href], button, input, select, textarea")) {
    if (link === chat || !link.checkVisibility({ visibilityProperty: true })) continue;
    if (covers(link.getBoundingClientRect())) {
      problems.push(
        `${link.tagName.toLowerCase()} "${(link.textContent ?? "").trim().slice(0, 40)}"`,
      );
    }
  }
  return problems;
}

/** Runs in the page: whether the chat button, as shown, covers the focused element. */
export function chatCoversFocus(): string | null {
  const chat = document.querySelector<HTMLElement>("a[aria-label^='Chat with us']");
  const focused = document.activeElement;
  if (!chat || !focused || focused === document.body || focused === chat) return null;
  if (!chat.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
  const button = chat.getBoundingClientRect();
  const rect = focused.getBoundingClientRect();
  const overlap =
    rect.left < button.right - 1 &&
    button.left + 1 < rect.right &&
    rect.top < button.bottom - 1 &&
    button.top + 1 < rect.bottom;
  if (!overlap) return null;
  const name =
    focused.getAttribute("aria-label") ??
    ((focused as HTMLInputElement).labels?.[0]?.textContent || focused.textContent || "");
  return `<${focused.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}"`;
}

/**
 * Runs in the page, scrolled to its top: the pictures in the first screen (their top within the
 * window's height) that wait to load lazily, as text.
 */
export function lazyFirstScreenProblems(): string[] {
  const near = window.innerHeight;
  return [...document.querySelectorAll<HTMLImageElement>("main img[loading='lazy']")]
    .filter((image) => image.checkVisibility() && image.getBoundingClientRect().top < near)
    .map((image) => `the picture ${image.getAttribute("src")} near the first screen loads lazily`);
}

/**
 * Runs in the page: every row of pills (a list whose items are each one rounded pill, under
 * 64 px tall) whose pills are not all one height, as text.
 */
export function pillHeightProblems(): string[] {
  const problems: string[] = [];
  for (const list of document.querySelectorAll("main ul")) {
    const items = [...list.children].filter((item) => item.checkVisibility());
    if (items.length < 2) continue;
    const pills = items.map((item) => {
      const pill = item.children.length === 1 ? item.firstElementChild! : item;
      const box = pill.getBoundingClientRect();
      const radius = parseFloat(getComputedStyle(pill).borderTopLeftRadius);
      return box.height > 0 && box.height < 64 && radius >= box.height / 2 - 1 ? box.height : null;
    });
    if (pills.some((height) => height === null)) continue;
    const heights = pills as number[];
    if (Math.max(...heights) - Math.min(...heights) > 1) {
      const label = list.getAttribute("aria-label") ?? (list.textContent ?? "").slice(0, 40);
      problems.push(
        `the pills of "${label}" are ${[...new Set(heights.map(Math.round))].join(", ")}px tall`,
      );
    }
  }
  return problems;
}
