import { site } from "@/content/site";

import { digitsOnly, siteChatUrl, whatsappUrl } from "./whatsapp";

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

describe("siteChatUrl", () => {
  const saved = process.env.NEXT_PUBLIC_WHATSAPP_NUMBER;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_WHATSAPP_NUMBER;
    else process.env.NEXT_PUBLIC_WHATSAPP_NUMBER = saved;
  });

  it("uses the number set at build time", () => {
    process.env.NEXT_PUBLIC_WHATSAPP_NUMBER = "+44 20 7946 0000";
    expect(siteChatUrl()).toMatch(/^https:\/\/wa\.me\/442079460000\?text=/);
  });

  it("falls back to the company's number when none is set", () => {
    delete process.env.NEXT_PUBLIC_WHATSAPP_NUMBER;
    expect(siteChatUrl()).toBe(whatsappUrl(site.whatsappNumber, site.whatsappMessage));
  });
});
