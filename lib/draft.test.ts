import { clearDraft, draftKeys, loadDraft, saveDraft } from "./draft";
import { emptyQuote, type QuoteValues } from "./validation";

const key = draftKeys.quote;

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe("drafts", () => {
  it("uses the agreed keys", () => {
    expect(draftKeys).toEqual({ quote: "dunga:draft:quote", contact: "dunga:draft:contact" });
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

  it.each(["{not json", "null", "42", '"text"', "[1,2]"])("ignores a stored %p", (raw) => {
    window.localStorage.setItem(key, raw);
    expect(loadDraft(key, emptyQuote)).toEqual(emptyQuote);
  });

  it("keeps only known fields whose type matches", () => {
    window.localStorage.setItem(
      key,
      JSON.stringify({
        fullName: "Asha",
        email: 42,
        phone: null,
        services: ["mobile-apps", 7],
        company: ["Acme"],
        budget: "5k-10k",
        isAdmin: true,
      }).replace("{", '{"__proto__":{"polluted":true},'),
    );
    const draft = loadDraft(key, emptyQuote);
    expect(draft).toEqual({ ...emptyQuote, fullName: "Asha", budget: "5k-10k" });
    expect(draft).not.toHaveProperty("isAdmin");
    expect(Object.getPrototypeOf(draft)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("accepts a list of strings where the empty value is a list", () => {
    window.localStorage.setItem(key, JSON.stringify({ services: ["mobile-apps"] }));
    expect(loadDraft(key, emptyQuote).services).toEqual(["mobile-apps"]);
  });

  it("clears a draft", () => {
    saveDraft(key, { ...emptyQuote, fullName: "Asha" });
    clearDraft(key);
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(loadDraft(key, emptyQuote)).toEqual(emptyQuote);
  });

  it("survives a storage that throws on every call", () => {
    const fail = () => {
      throw new DOMException("denied", "SecurityError");
    };
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(fail);
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(fail);
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(fail);
    expect(() => saveDraft(key, emptyQuote)).not.toThrow();
    expect(() => clearDraft(key)).not.toThrow();
    expect(loadDraft(key, emptyQuote)).toEqual(emptyQuote);
  });

  it("survives a window whose localStorage getter throws", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => saveDraft(key, emptyQuote)).not.toThrow();
    expect(() => clearDraft(key)).not.toThrow();
    expect(loadDraft(key, emptyQuote)).toEqual(emptyQuote);
  });
});
