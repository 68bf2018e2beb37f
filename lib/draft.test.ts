import { clearDraft, DRAFT_TTL_MS, draftKeys, loadDraft, saveDraft } from "./draft";

/** A form's values as the quote form holds them: text fields and a list of ticked boxes. */
interface QuoteValues {
  fullName: string;
  email: string;
  budget: string;
  services: string[];
}
const emptyQuote: QuoteValues = { fullName: "", email: "", budget: "", services: [] };

const key = draftKeys.quote;

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe("drafts", () => {
  it("uses the agreed keys", () => {
    expect(draftKeys).toEqual({
      home: "dunga:draft:home",
      quote: "dunga:draft:quote",
      contact: "dunga:draft:contact",
      application: "dunga:draft:application",
    });
  });

  it("round-trips saved values", () => {
    const values: QuoteValues = {
      ...emptyQuote,
      fullName: "Asha",
      services: ["web-development", "ecommerce"],
    };
    saveDraft(key, values);
    expect(loadDraft(key, emptyQuote)).toEqual(values);
  });

  it("gives the empty values when nothing is stored", () => {
    expect(loadDraft(key, emptyQuote)).toBe(emptyQuote);
  });

  it.each([
    "{not json",
    "null",
    "42",
    '"text"',
    "[1,2]",
    '{"fullName":"Asha"}',
    '{"savedAt":"yesterday","values":{"fullName":"Asha"}}',
    '{"savedAt":1,"values":[1]}',
  ])("ignores a stored %p", (raw) => {
    window.localStorage.setItem(key, raw);
    expect(loadDraft(key, emptyQuote)).toEqual(emptyQuote);
  });

  it("keeps only known fields whose type matches", () => {
    window.localStorage.setItem(
      key,
      JSON.stringify({
        savedAt: Date.now(),
        values: {
          fullName: "Asha",
          email: 42,
          phone: null,
          services: ["mobile-apps", 7],
          company: ["Acme"],
          budget: "5k-10k",
          isAdmin: true,
        },
      }).replace("{", '{"__proto__":{"polluted":true},'),
    );
    const draft = loadDraft(key, emptyQuote);
    expect(draft).toEqual({ ...emptyQuote, fullName: "Asha", budget: "5k-10k" });
    expect(draft).not.toHaveProperty("isAdmin");
    expect(Object.getPrototypeOf(draft)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("accepts a list of strings where the empty value is a list", () => {
    window.localStorage.setItem(
      key,
      JSON.stringify({ savedAt: Date.now(), values: { services: ["mobile-apps"] } }),
    );
    expect(loadDraft(key, emptyQuote).services).toEqual(["mobile-apps"]);
  });

  it("clears a draft", () => {
    saveDraft(key, { ...emptyQuote, fullName: "Asha" });
    clearDraft(key);
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(loadDraft(key, emptyQuote)).toEqual(emptyQuote);
  });

  const withName = { ...emptyQuote, fullName: "Asha" };

  it("keeps a draft in memory when every storage call throws", () => {
    const fail = () => {
      throw new DOMException("denied", "SecurityError");
    };
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(fail);
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(fail);
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(fail);
    expect(() => saveDraft(key, withName)).not.toThrow();
    expect(loadDraft(key, emptyQuote)).toEqual(withName);
    expect(() => clearDraft(key)).not.toThrow();
    expect(loadDraft(key, emptyQuote)).toEqual(emptyQuote);
  });

  it("keeps a draft in memory when the localStorage getter throws", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    saveDraft(key, withName);
    expect(loadDraft(key, emptyQuote)).toEqual(withName);
    clearDraft(key);
    expect(loadDraft(key, emptyQuote)).toEqual(emptyQuote);
  });

  it("keeps a draft in memory when storage is full", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    saveDraft(key, withName);
    expect(loadDraft(key, emptyQuote)).toEqual(withName);
    clearDraft(key);
  });

  it("prefers the draft kept in memory over an older one storage could not replace", () => {
    saveDraft(key, { ...emptyQuote, fullName: "Older" });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    saveDraft(key, withName);
    expect(loadDraft(key, emptyQuote)).toEqual(withName);
    clearDraft(key);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it("expires a draft after 30 days and removes it", () => {
    const saved = Date.UTC(2026, 0, 1);
    saveDraft(key, withName, saved);
    expect(loadDraft(key, emptyQuote, saved + DRAFT_TTL_MS)).toEqual(withName);
    expect(loadDraft(key, emptyQuote, saved + DRAFT_TTL_MS + 1)).toEqual(emptyQuote);
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(DRAFT_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
