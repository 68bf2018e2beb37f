import {
  facePair,
  facesCached,
  facesKey,
  faceStacks,
  recordFacesCached,
  warmFaces,
} from "./brand-faces";

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

/** A storage in memory, or one whose every use throws (blocked, as in some private modes). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
const blocked = () => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

describe("the record that the faces are cached", () => {
  it("is kept per version of the files, so a new cut is fetched again", () => {
    const storage = memoryStorage();
    expect(facesCached("v1", () => storage)).toBe(false);
    recordFacesCached("v1", () => storage);
    expect(facesCached("v1", () => storage)).toBe(true);
    expect(facesCached("v2", () => storage)).toBe(false);
    expect(facesKey("v1")).not.toBe(facesKey("v2"));
  });

  it("forgets older versions when a new one is recorded, and leaves other keys alone", () => {
    const storage = memoryStorage();
    storage.setItem("lead-form-draft", "{}");
    recordFacesCached("v1", () => storage);
    recordFacesCached("v2", () => storage);
    expect(facesCached("v1", () => storage)).toBe(false);
    expect(facesCached("v2", () => storage)).toBe(true);
    expect(storage.getItem("lead-form-draft")).toBe("{}");
  });

  it("reads as not cached, and records nothing, where storage throws", () => {
    expect(facesCached("v1", blocked)).toBe(false);
    expect(() => recordFacesCached("v1", blocked)).not.toThrow();
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    };
    expect(() => recordFacesCached("v1", () => full)).not.toThrow();
    expect(facesCached("v1", () => full)).toBe(false);
  });
});

describe("fetching the faces into the cache", () => {
  type Load = (font: string) => Promise<FontFace[]>;
  const fontSet = (load: Load) => ({ load }) as unknown as FontFaceSet;
  const face = (status: FontFaceLoadStatus) => ({ status }) as FontFace;
  const faces = [
    { family: "'display'", weights: [500, 800] },
    { family: "'text'", weights: [400] },
  ];

  it("asks for every face at every weight, and succeeds when each loaded", async () => {
    const asked: string[] = [];
    const cached = await warmFaces(
      fontSet(async (font) => {
        asked.push(font);
        return [face("loaded")];
      }),
      faces,
    );
    expect(asked).toEqual(["500 1em 'display'", "800 1em 'display'", "400 1em 'text'"]);
    expect(cached).toBe(true);
  });

  it("fails when a face matched nothing, did not load, or its request failed", async () => {
    expect(
      await warmFaces(
        fontSet(async () => []),
        faces,
      ),
    ).toBe(false);
    expect(
      await warmFaces(
        fontSet(async () => [face("error")]),
        faces,
      ),
    ).toBe(false);
    expect(
      await warmFaces(
        fontSet(() => Promise.reject(new DOMException("network", "NetworkError"))),
        faces,
      ),
    ).toBe(false);
  });
});
