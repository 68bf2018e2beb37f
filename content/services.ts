import data from "./data/services.json";
import { readEntries, withoutOrder } from "./entries";
import { fillAll } from "./placeholders";
import { practiceLead, type Person } from "./team";
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

/** The practice lead of a service's category: who answers for it (content/data/services.json). */
export function serviceLead(service: Service): Person {
  const category = serviceCategories.find((each) => each.id === service.categoryId);
  if (!category) throw new Error(`${service.id}: no service category ${service.categoryId}`);
  return practiceLead(category.lead);
}

export function serviceHref(id: string): string {
  return `/services/${id}`;
}
