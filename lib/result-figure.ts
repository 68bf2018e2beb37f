/**
 * The figure a result sentence turns on, to set large above it: a case study's "Crash-free
 * sessions up from 91% to 99.4%" leads with 99.4%. Read from the words as the marketing team
 * wrote them, so a result edited in the CMS brings its own figure and no figure is stated twice.
 */

/** A number, with a rupee sign before it or a unit after it where the sentence has one. */
const FIGURE =
  /(?:₹\s?)?\d[\d,]*(?:\.\d+)?(?:\s?%|\s(?:crore|lakh|times|weeks?|days?|hours?|minutes?|seconds?)\b|-star)?/g;

/** Kinds of figure, the clearest first: a share, an amount of money, a count of something. */
const KINDS = [/%$/, /^₹/, /\s\S+$|-star$|\d{3}/] as const;

export interface ResultFigure {
  /** The figure as the sentence writes it: "99.4%", "₹1.2 crore", "16 weeks". */
  value: string;
  /** The sentence it comes from. */
  result: string;
  /** The sentence's words before the figure and after it, to set the figure large in its place. */
  before: string;
  after: string;
}

/**
 * Of a list of results, the clearest figure: the first share (a percentage), else the first sum
 * of money, else the first count with its unit or of three digits or more ("1,400"); in a
 * sentence going from one figure to another, the second ("from 71% to 42%" gives 42%), and
 * none from a sentence ending on a bare number ("from 4 days to 1"). None when no result has one
 * (a bare "1" or "3" says nothing set large).
 */
export function resultFigure(results: readonly string[]): ResultFigure | undefined {
  for (const kind of KINDS) {
    for (const result of results) {
      const figures = [...result.matchAll(FIGURE)].filter(([figure]) => kind.test(figure));
      const last = figures.at(-1);
      // Not when a bare number follows it: "from 4 days to 1" ends on the 1, not the 4 days.
      if (last && !/\d/.test(result.slice(last.index + last[0].length)))
        return {
          value: last[0],
          result,
          before: result.slice(0, last.index),
          after: result.slice(last.index + last[0].length),
        };
    }
  }
  return undefined;
}
