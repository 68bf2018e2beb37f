import { group, list, text } from "./fields";
import { card } from "./shared";

/** content/data/careers.json: the perks and how to apply on /careers (the open roles are content/jobs/). */
export const careersFile = group({
  perks: list(card("Perk"), { label: "Perks", length: 4 }),
  applySteps: list(text({ label: "Step", widget: "text" }), {
    label: "How to apply",
    hint: "The first step names the careers email: write {careersEmail}.",
    length: 3,
  }),
}).superRefine((file, context) => {
  // Checked as visitors read it, {careersEmail} filled in (./validate.ts).
  if (!/\S+@\S+\.\S+/.test(file.applySteps[0] ?? ""))
    context.addIssue({
      code: "custom",
      path: ["applySteps", 0],
      message:
        "must name the careers email (write {careersEmail}), so applicants know where to write",
    });
});
