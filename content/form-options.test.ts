import {
  budgets,
  departments,
  hearAboutUs,
  projectTypes,
  serviceOptions,
  timeframes,
} from "./form-options";
import { labelFor } from "@/lib/form-schema";

const codes = (options: { value: string }[]) => options.map((option) => option.value);

describe("form options", () => {
  it("hold the codes that drafts and email templates rely on, in order", () => {
    expect(codes(projectTypes)).toEqual([
      "new-project",
      "existing-project",
      "migration",
      "consultation",
    ]);
    expect(codes(serviceOptions)).toEqual([
      "web-development",
      "mobile-apps",
      "custom-software",
      "ecommerce",
      "ui-ux-design",
      "cloud-solutions",
      "api-integration",
      "digital-marketing",
      "maintenance-support",
    ]);
    expect(codes(budgets)).toEqual([
      "less-5k",
      "5k-10k",
      "10k-25k",
      "25k-50k",
      "50k-plus",
      "not-sure",
    ]);
    expect(codes(timeframes)).toEqual([
      "asap",
      "1-3-months",
      "3-6-months",
      "6-plus-months",
      "not-sure",
    ]);
    expect(codes(hearAboutUs)).toEqual([
      "search",
      "social-media",
      "referral",
      "review-site",
      "other",
    ]);
    expect(codes(departments)).toEqual([
      "general",
      "sales",
      "support",
      "billing",
      "careers",
      "partnerships",
    ]);
  });

  it("give every option a label", () => {
    for (const list of [
      projectTypes,
      serviceOptions,
      budgets,
      timeframes,
      hearAboutUs,
      departments,
    ]) {
      for (const option of list) expect(option.label.trim()).not.toBe("");
    }
  });

  it("labelFor finds a label and passes unknown or empty codes through", () => {
    expect(labelFor(budgets, "50k-plus")).toBe("$50,000+");
    expect(labelFor(departments, "support")).toBe("Technical Support");
    expect(labelFor(serviceOptions, "maintenance-support")).toBe("Maintenance & Support");
    expect(labelFor(budgets, "")).toBe("");
    expect(labelFor(budgets, "a-million")).toBe("a-million");
  });
});
