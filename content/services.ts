import data from "./data/services.json";
import { readEntries, withoutOrder } from "./entries";
import { fillAll } from "./placeholders";
import type { Service, ServiceCategory, ServiceEntry, ServiceScene } from "./schema/services";

/**
 * The services, one entry per file in content/services/ (edited in the CMS as "Services"), in
 * their `order`; their categories and their illustrations' alt texts, from
 * content/data/services.json ("Service categories").
 */
export type { ServiceCategory };

/** In display order: the three service categories, then the home page's six service areas. */
export const serviceCategories: ServiceCategory[] = fillAll(data.categories as ServiceCategory[]);

/** What each illustration scene shows, for the pictures' alt text. */
export const serviceScenes: Record<ServiceScene, string> = fillAll(
  data.scenes as Record<ServiceScene, string>,
);

/** Each service carries its category's name, stated once in the categories list. */
export const services: Service[] = fillAll(
  readEntries<ServiceEntry>("content/services").map(withoutOrder),
).map((service) => ({
  ...service,
  category: serviceCategories.find((category) => category.id === service.categoryId)?.name ?? "",
}));

export function getService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

export function serviceHref(id: string): string {
  return `/services/${id}`;
}
