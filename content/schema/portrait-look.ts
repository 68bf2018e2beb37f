import type { z } from "zod";

import { choice, flag, group } from "./fields";

/** How the site draws a person who has no photo (scripts/pictures/portrait-figure.ts). */
export const portraitLook = group(
  {
    skin: choice(["1", "2", "3", "4", "5"], {
      label: "Skin tone",
      hint: "From 1, the lightest, to 5, the deepest.",
    }),
    hair: choice(["short", "side-part", "curly", "long", "bob", "bun", "receding"], {
      label: "Hair",
    }),
    hairColour: choice(["black", "dark-brown", "salt-and-pepper", "grey"], {
      label: "Hair colour",
    }),
    glasses: flag({ label: "Glasses" }),
    beard: flag({ label: "Beard" }),
    outfit: choice(["tee", "shirt", "blazer", "kurta"], { label: "Clothes" }),
  },
  {
    label: "Drawn portrait",
    hint: "Without a photo, the site draws the person in its illustrated style from these choices; ask them to choose. Without these either, it draws a card with their initials.",
  },
);

export type PortraitLook = z.infer<typeof portraitLook>;
