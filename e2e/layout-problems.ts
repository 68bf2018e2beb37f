/** Runs in the page: every problem it finds, as text. */
export function layoutProblems(minTarget: number): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const nameOf = (element: Element) => {
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const label = element.getAttribute("aria-label");
    const classes = element.getAttribute("class")?.split(" ").slice(0, 4).join(".");
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${label ?? text}"`;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    !element.closest("[hidden], [aria-hidden='true'], svg, select");
  /** Screen-reader-only text is clipped to nothing on purpose (Tailwind's sr-only). */
  const srOnly = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).clipPath === "inset(50%)") return true;
    }
    return false;
  };
  const blockOf = (element: Element) => {
    let node: Element | null = element;
    while (node && ["inline", "contents"].includes(getComputedStyle(node).display)) {
      node = node.parentElement;
    }
    return node ?? document.body;
  };

  // 1. Nothing scrolls sideways. Against the root's client width, not the window's inner width: a
  // phone's window widens its inner width to the page it holds when that page is too wide.
  if (document.documentElement.scrollWidth > width) {
    problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    const wide = [...document.body.querySelectorAll("*")].filter((element) => {
      const box = element.getBoundingClientRect();
      return shown(element) && box.width > 0 && (box.right > width + 1 || box.left < -1);
    });
    for (const element of wide.slice(-3))
      problems.push(`  reaching past the edge: ${nameOf(element)}`);
  }

  // 2. No text runs out of its box, and none is cut off by a box that hides its overflow.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !shown(parent) || srOnly(parent)) continue;
    const block = blockOf(parent);
    if (reported.has(block) || getComputedStyle(block).textOverflow === "ellipsis") continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    if (rects.length === 0) continue;
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    const box = block.getBoundingClientRect();
    if (left < box.left - 1 || right > box.right + 1) {
      reported.add(block);
      problems.push(
        `text runs out of its box by ${Math.round(Math.max(box.left - left, right - box.right))}px: ${nameOf(block)}`,
      );
      continue;
    }
    for (
      let clip = block.parentElement;
      clip && clip !== document.body;
      clip = clip.parentElement
    ) {
      if (!["hidden", "clip"].includes(getComputedStyle(clip).overflowX)) continue;
      const area = clip.getBoundingClientRect();
      if (left < area.left - 1 || right > area.right + 1) {
        reported.add(block);
        problems.push(`text is cut off by ${nameOf(clip)}: ${nameOf(block)}`);
      }
      break;
    }
  }

  // 3. Controls are big enough to tap. A link inside running text is not a control: its
  // sentence is the target, as with any text.
  const controls = [
    ...document.body.querySelectorAll(
      "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button']",
    ),
  ].filter((element) => shown(element) && !srOnly(element));
  const inText = (element: Element) => {
    if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
    const sentence = (blockOf(element).textContent ?? "").trim();
    return sentence.length > (element.textContent ?? "").trim().length;
  };
  for (const control of controls) {
    if (inText(control)) continue;
    let target = control.getBoundingClientRect();
    // A link stretched over its card (a ::after laid over the card's whole box) is the card.
    const after = getComputedStyle(control, "::after");
    const card = (control as HTMLElement).offsetParent;
    if (after.position === "absolute" && after.content !== "none" && card) {
      target = card.getBoundingClientRect();
    }
    // A check box or radio button is tapped through its label as well.
    const label = (control as HTMLInputElement).labels?.[0];
    if (label && ["checkbox", "radio"].includes((control as HTMLInputElement).type)) {
      target = label.getBoundingClientRect();
    }
    const side = Math.min(target.width, target.height);
    if (side < minTarget - 0.5) {
      problems.push(
        `a ${Math.round(target.width)}x${Math.round(target.height)}px target: ${nameOf(control)}`,
      );
    }
  }

  // 4. The floating chat button covers no control, even where the page cannot scroll any further.
  const chat = document.querySelector<HTMLElement>("a[aria-label^='Chat with us']");
  if (chat) {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    const button = chat.getBoundingClientRect();
    for (const control of controls) {
      if (control === chat) continue;
      const box = control.getBoundingClientRect();
      if (
        box.left < button.right &&
        button.left < box.right &&
        box.top < button.bottom &&
        button.top < box.bottom
      ) {
        problems.push(`the chat button covers ${nameOf(control)}`);
      }
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  }
  return problems;
}
