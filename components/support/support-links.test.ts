import { site } from "@/content/site";
import { supportChannels } from "@/content/support";

import { channelActions } from "./support-links";

describe("channelActions", () => {
  it("gives every support channel an action, and no action without a channel", () => {
    expect(Object.keys(channelActions).sort()).toEqual(
      supportChannels.map((channel) => channel.title).sort(),
    );
  });

  it("links to the support inbox, a dialable number, WhatsApp and the contact form", () => {
    expect(channelActions["Email support"]?.href).toMatch(
      new RegExp(`^mailto:${site.supportEmail}\\?subject=`),
    );
    expect(channelActions.Phone?.href).toMatch(/^tel:\+\d{10,}$/);
    expect(channelActions.WhatsApp?.href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(channelActions["Contact form"]?.href).toBe("/contact#contact-form");
  });
});
