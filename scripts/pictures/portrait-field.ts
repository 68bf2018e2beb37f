/**
 * What the drawn portraits share (./portrait-card.ts, ./portrait-figure.ts): the seed taken from a
 * person's name, the numbers drawn from it, and the faint patterns of their fields.
 */
export const PATTERNS = ["grid", "dots", "hatch", "arcs", "rings"] as const;

/** A 32-bit hash of the name (FNV-1a): the seed of everything chosen for the card. */
export function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic numbers in [0, 1) from a seed (mulberry32). */
export function numbers(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

export function pattern(kind: (typeof PATTERNS)[number], w: number, h: number, next: () => number) {
  const step = 32 + Math.floor(next() * 3) * 8;
  const shift = Math.floor(next() * step);
  const parts: string[] = [];
  switch (kind) {
    case "grid":
      for (let x = shift; x < w; x += step) parts.push(`M${x} 0V${h}`);
      for (let y = shift; y < h; y += step) parts.push(`M0 ${y}H${w}`);
      return `<path d="${parts.join("")}" stroke-width="1" fill="none"/>`;
    case "dots":
      for (let y = shift; y < h; y += step / 2)
        for (let x = shift; x < w; x += step / 2) parts.push(`M${x} ${y}h0`);
      return `<path d="${parts.join("")}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`;
    case "hatch":
      for (let x = -h + shift; x < w; x += step / 2) parts.push(`M${x} ${h}L${x + h} 0`);
      return `<path d="${parts.join("")}" stroke-width="1" fill="none"/>`;
    case "arcs": {
      // Quarter circles round one corner of the card, chosen by the seed.
      const cx = next() < 0.5 ? 0 : w;
      const cy = next() < 0.5 ? 0 : h;
      for (let r = step; r < Math.hypot(w, h); r += step)
        parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
      return `<g stroke-width="1" fill="none">${parts.join("")}</g>`;
    }
    case "rings": {
      const cx = r1(w * (0.55 + next() * 0.35));
      const cy = r1(h * (0.1 + next() * 0.3));
      for (let r = step / 2; r < Math.max(w, h) * 0.9; r += step)
        parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
      return `<g stroke-width="1" fill="none">${parts.join("")}</g>`;
    }
  }
}
