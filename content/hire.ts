import data from "./data/hire.json";
import { fillAll } from "./placeholders";
import type { EngagementModel, HireFile, HireRole, HiringStep } from "./schema/hire";

export type { EngagementModel, HiringStep } from "./schema/hire";

/** The /hire page's content, from content/data/hire.json (edited in the CMS as "Hire developers"). */
const file = fillAll(data as HireFile);

/** The hire menu's roles, in order; each is an anchor on /hire. */
export const hireRoles: HireRole[] = file.roles;

export const engagementModels: EngagementModel[] = file.engagementModels;

export const hiringSteps: HiringStep[] = file.hiringSteps;
