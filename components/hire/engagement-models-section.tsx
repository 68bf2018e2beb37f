import { engagementModels } from "@/content/hire";
import { hireText } from "@/content/sections";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/sections/section";

export function EngagementModelsSection() {
  return (
    <Section tone="quiet" headingId="engagement-heading" heading={hireText.engagement}>
      <CardGrid className="mt-12">
        {engagementModels.map((model) => (
          <article key={model.title} className={`${cardClass} w-full p-8`}>
            <span className="grid size-12 place-items-center rounded-xl bg-brand-700 text-white">
              <Icon name={model.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-bold">{model.title}</h3>
            <p className="mt-3">{model.description}</p>
          </article>
        ))}
      </CardGrid>
    </Section>
  );
}
