/**
 * Which of a page's sections stand on the tinted ground, so that no two neighbours share one: two
 * neighbours on one ground read as one band with a double gap in its middle (a product's key
 * features, then 190 px of white, then its launch steps). A detail page's sections come and go
 * with its content (a product shipped for a client has its story, a technology with no projects
 * has none), so the grounds follow from the sections shown: the first on the tint when
 * `firstTinted`, each next one on the other ground. A section not shown is left out of the turn.
 */
export function alternatingGrounds<Name extends string>(
  sections: readonly (readonly [name: Name, shown: boolean])[],
  firstTinted: boolean,
): Record<Name, boolean> {
  let tinted = firstTinted;
  const grounds = {} as Record<Name, boolean>;
  for (const [name, shown] of sections) {
    grounds[name] = shown && tinted;
    if (shown) tinted = !tinted;
  }
  return grounds;
}
