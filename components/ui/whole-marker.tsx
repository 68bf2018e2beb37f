/** The attribute that marks where the HTML of an element with `paint-when-whole` ends. */
export const WHOLE_MARKER = "data-whole";

/**
 * The last child of an element with the `paint-when-whole` utility (app/globals.css): until the
 * browser has parsed it, nothing in that element is painted. A list item inside a list, where
 * only list items may stand; a span elsewhere. Hidden, so it takes no room and says nothing.
 */
export function WholeMarker({ as: Tag = "span" }: { as?: "span" | "li" }) {
  return <Tag {...{ [WHOLE_MARKER]: true }} hidden />;
}
