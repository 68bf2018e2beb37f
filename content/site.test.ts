import { whatsappUrl } from "@/lib/whatsapp";

import { site, siteChatUrl } from "./site";

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
