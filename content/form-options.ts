/** The option lists of the quote and contact forms (docs/forms.md). Codes are stored; labels are shown and emailed. */
export interface Option {
  value: string;
  label: string;
}

export const projectTypes: Option[] = [
  { value: "new-project", label: "New Project" },
  { value: "existing-project", label: "Existing Project Enhancement" },
  { value: "migration", label: "Migration / Modernisation" },
  { value: "consultation", label: "Consultation" },
];

export const serviceOptions: Option[] = [
  { value: "web-development", label: "Web Development" },
  { value: "mobile-apps", label: "Mobile Apps" },
  { value: "custom-software", label: "Custom Software" },
  { value: "ecommerce", label: "E-commerce" },
  { value: "ui-ux-design", label: "UI/UX Design" },
  { value: "cloud-solutions", label: "Cloud Solutions" },
  { value: "api-integration", label: "API Integration" },
  { value: "digital-marketing", label: "Digital Marketing" },
  { value: "maintenance-support", label: "Maintenance & Support" },
];

export const budgets: Option[] = [
  { value: "less-5k", label: "Less than $5,000" },
  { value: "5k-10k", label: "$5,000 - $10,000" },
  { value: "10k-25k", label: "$10,000 - $25,000" },
  { value: "25k-50k", label: "$25,000 - $50,000" },
  { value: "50k-plus", label: "$50,000+" },
  { value: "not-sure", label: "Not sure yet" },
];

export const timeframes: Option[] = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-3-months", label: "1-3 months" },
  { value: "3-6-months", label: "3-6 months" },
  { value: "6-plus-months", label: "6+ months" },
  { value: "not-sure", label: "Not sure yet" },
];

export const hearAboutUs: Option[] = [
  { value: "search", label: "Search engine" },
  { value: "social-media", label: "Social media" },
  { value: "referral", label: "Referral" },
  { value: "review-site", label: "Review site" },
  { value: "other", label: "Other" },
];

export const departments: Option[] = [
  { value: "general", label: "General Enquiry" },
  { value: "sales", label: "Sales" },
  { value: "support", label: "Technical Support" },
  { value: "billing", label: "Billing" },
  { value: "careers", label: "Careers" },
  { value: "partnerships", label: "Partnerships" },
];

/** The label of a code; an unknown code is returned as it is, so nothing the visitor sent is lost. */
export function labelFor(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
