import data from "./data/hire.json";
import { fillAll } from "./placeholders";
import { practiceLead, type Person } from "./team";
import type { EngagementModel, HireFile, HireRole, HiringStep } from "./schema/hire";

export type { EngagementModel, HiringStep } from "./schema/hire";

/** The /hire page's content, from content/data/hire.json (edited in the CMS as "Hire developers"). */
const file = fillAll(data as HireFile);

/** The hire menu's roles, in order; each is an anchor on /hire. */
export const hireRoles: HireRole[] = file.roles;

export const engagementModels: EngagementModel[] = file.engagementModels;

export const hiringSteps: HiringStep[] = file.hiringSteps;

/** Each practice lead the roles name, once, in the order of their first role, with their roles. */
export function roleLeads(): { person: Person; roles: HireRole[] }[] {
  const ids = [...new Set(hireRoles.map((role) => role.lead))];
  return ids.map((id) => ({
    person: practiceLead(id),
    roles: hireRoles.filter((role) => role.lead === id),
  }));
}
