import { facePair, faceStacks, facesToLoad } from "./brand-faces";

describe("the font stacks", () => {
  // As next/font names a local face and its metric-matched fallback.
  const pair = facePair("'displayFace', 'displayFace Fallback'");

  it("reads the face and its fallback from next/font's family", () => {
    expect(pair).toEqual({ face: "'displayFace'", fallback: "'displayFace Fallback'" });
  });

  it("sets a first view in the fallback alone, and a later page in the face first", () => {
    expect(faceStacks("display", pair)).toEqual({
      "--font-display-fallback": "'displayFace Fallback', var(--font-system)",
      "--font-display-face": "'displayFace', 'displayFace Fallback', var(--font-system)",
    });
  });

  it("stops the build when next/font names its families another way", () => {
    expect(() => facePair("'displayFace'")).toThrow(/face Fallback/);
    expect(() => facePair("'displayFace', 'Arial', sans-serif")).toThrow(/face Fallback/);
  });
});

describe("the faces a first view fetches", () => {
  it("lists every face at every weight as a font the browser can load", () => {
    const faces = [
      { family: "'displayFace'", weights: [500, 800] },
      { family: "'textFace'", weights: [400] },
    ];
    expect(facesToLoad(faces).split(";")).toEqual([
      "500 1em 'displayFace'",
      "800 1em 'displayFace'",
      "400 1em 'textFace'",
    ]);
  });
});
