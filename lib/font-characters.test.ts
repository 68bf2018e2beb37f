import { fontCharacters, siteCharacters } from "./font-characters.mjs";
import subset from "../app/fonts/inter-subset.json";

describe("the subset font", () => {
  it("draws every character the site's sources contain (else run node scripts/subset-font.mjs)", () => {
    const missing = [...siteCharacters()].filter((char) => !subset.characters.includes(char));
    expect(missing).toEqual([]);
  });

  it("keeps printable ASCII and the symbols a text uses, and leaves out emoji and controls", () => {
    const chars = fontCharacters("Price: ₹ 5,000 → “fast” \u0007 🚀");
    expect(chars).toContain("₹");
    expect(chars).toContain("→");
    expect(chars).toContain("“");
    expect(chars).toContain("~");
    expect(chars).not.toContain("🚀");
    expect(chars).not.toContain("\u0007");
  });
});
