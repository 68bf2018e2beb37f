import { metaDescription } from "./description";

describe("metaDescription", () => {
  it("keeps a description that fits", () => {
    const text =
      "A ready-made taxi platform with rider and driver apps, live tracking and payouts.";
    expect(metaDescription(text)).toBe(text);
  });

  it("shortens a long one to its leading whole sentences", () => {
    const first = "A complete ordering and delivery platform for restaurants and cloud kitchens.";
    const second =
      "Customers order, pay and track riders live, while you manage menus and payouts.";
    const summary = metaDescription(`${first} ${second} Offers and loyalty come built in.`);
    expect(summary).toBe(`${first} ${second}`);
  });

  it("cuts at a word with an ellipsis when no sentence fits", () => {
    const summary = metaDescription(`${"word ".repeat(60)}end.`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/word…$/);
  });
});
