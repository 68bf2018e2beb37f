import { engagementModels } from "@/content/hire";
import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";

export function EngagementModelsSection() {
  return (
    <section aria-labelledby="engagement-heading" className="bg-slate-50 section">
      <div className="container-page">
        <SectionHeading
          id="engagement-heading"
          eyebrow="Engagement models"
          title="Work With Us the Way That Suits You"
          description="Start with the model that fits your project today and switch as it grows."
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {engagementModels.map((model) => (
            <li key={model.title} className={`${cardClass} p-8`}>
              <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-brand-700 to-violet text-white">
                <Icon name={model.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{model.title}</h3>
              <p className="mt-3">{model.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
