// Reads content/data/form-options.json, edited in the CMS as "Form options".
import data from "./data/form-options.json";
import type { FormOptionsFile, Option } from "./schema/form-options";

export type { Option };

/** The option lists of the quote and contact forms (docs/forms.md). Codes are stored; labels are shown and emailed. */
const file = data as FormOptionsFile;

export const projectTypes: Option[] = file.projectTypes;

export const serviceOptions: Option[] = file.services;

export const budgets: Option[] = file.budgets;

export const timeframes: Option[] = file.timeframes;

export const hearAboutUs: Option[] = file.hearAboutUs;

export const departments: Option[] = file.departments;
