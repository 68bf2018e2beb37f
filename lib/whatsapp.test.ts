import { digitsOnly, whatsappUrl } from "./whatsapp";

describe("whatsappUrl", () => {
  it("reduces the number to digits and prefills the message", () => {
    expect(whatsappUrl("+91 (987) 654-3210", "Hi! I'm interested in your services.")).toBe(
      "https://wa.me/919876543210?text=Hi!%20I'm%20interested%20in%20your%20services.",
    );
  });

  it("strips every non-digit", () => {
    expect(digitsOnly(" +1-800 abc 555.0199 ")).toBe("18005550199");
  });
});
