import { hiringSteps } from "@/content/hire";
import { hireText } from "@/content/sections";
import { Section } from "@/components/sections/section";

export function HiringStepsSection() {
  return (
    <Section headingId="hiring-steps-heading" heading={hireText.steps}>
      <ol className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
        {hiringSteps.map((step, index) => (
          <li key={step.title}>
            <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-700 to-violet text-xl font-bold text-white tabular-nums shadow-md shadow-brand-700/20">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-5 text-lg font-bold">{step.title}</h3>
            <p className="mt-2">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
