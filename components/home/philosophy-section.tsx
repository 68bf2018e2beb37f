import { homeText } from "@/content/home";
import { philosophy } from "@/content/philosophy";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";

export function PhilosophySection() {
  return (
    <section className="section">
      <div className="container-page">
        <SectionHeading {...homeText.philosophy} align="left" />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-5">
          {philosophy.map((point) => (
            <li key={point.title} className="border-t-2 border-slate-900 pt-5">
              <Icon name={point.icon} className="size-6 text-brand-700" />
              <h3 className="mt-4 text-lg font-bold">{point.title}</h3>
              <p className="mt-2 text-sm leading-relaxed">{point.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
