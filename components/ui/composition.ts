/**
 * The attribute that declares an intended overlap: an element whose parts are laid on each other
 * on purpose (an icon inside a field, a tap target reaching over its label, a hero's mosaic).
 * The geometry test (e2e/geometry.spec.ts) takes such an element as one box and checks it against
 * the rest of its band; any other two boxes that overlap are a layout fault.
 */
export const COMPOSITION = "data-composition";

/** Spread on the element: `<div {...composition}>`. */
export const composition = { [COMPOSITION]: "" } as const;
