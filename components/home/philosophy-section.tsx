import { homeText } from "@/content/home";
import { philosophy } from "@/content/philosophy";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";

export function PhilosophySection() {
  return (
    <section className="section">
      <div className="container-page">
        <SectionHeading {...homeText.philosophy} align="left" />
        <CardGrid max={4} className="mt-12 gap-y-10">
          {philosophy.map((point) => (
            <div key={point.title} className="w-full border-t-2 border-slate-900 pt-5">
              <Icon name={point.icon} className="size-6 text-brand-700" />
              <h3 className="mt-4 text-lg font-bold">{point.title}</h3>
              <p className="mt-2 text-sm leading-relaxed">{point.description}</p>
            </div>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
