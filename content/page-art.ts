import data from "./data/page-art.json";
import { fillAll } from "./placeholders";
import type { PageArtFile } from "./schema/page-art";
import { productBadges } from "./widgets";

/**
 * The few words of the compositions beside each inner page's heading on wide screens, from
 * content/data/page-art.json (edited in the CMS as "Page pictures"); the tiles and figures in them
 * come from the page's own records (services, products, roles, openings...).
 */
const art = fillAll(data as PageArtFile);

export const pageArt = {
  ...art,
  products: {
    ...art.products,
    rows: {
      all: art.products.rows.all,
      ...productBadges,
      industries: art.products.rows.industries,
    },
  },
};
