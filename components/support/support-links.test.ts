import { site } from "@/content/site";
import { supportChannels } from "@/content/support";

import { channelHrefs } from "./support-links";

describe("channelHrefs", () => {
  it("gives every support channel a link, and no link without a channel", () => {
    expect(Object.keys(channelHrefs).sort()).toEqual(
      supportChannels.map((channel) => channel.id).sort(),
    );
  });

  it("links to the support inbox, a dialable number, WhatsApp and the contact form", () => {
    expect(channelHrefs.email).toMatch(new RegExp(`^mailto:${site.supportEmail}\\?subject=`));
    expect(channelHrefs.phone).toMatch(/^tel:\+\d{10,}$/);
    expect(channelHrefs.whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(channelHrefs.form).toBe("/contact#contact-form");
  });
});
