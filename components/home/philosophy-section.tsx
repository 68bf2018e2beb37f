import { homeText } from "@/content/home";
import { philosophy } from "@/content/philosophy";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";

/**
 * How the company works: the heading beside a ruled list of its principles from 1024 px, one row
 * each (its icon and title, then its words). One column, so no count leaves a row short: as cards,
 * five fell 3 + 2, the second row's cards wider than the first's.
 */
export function PhilosophySection() {
  return (
    <section aria-labelledby="philosophy" className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-16">
        <SectionHeading id="philosophy" {...homeText.philosophy} align="left" />
        <ol className="border-t-2 border-slate-900">
          {philosophy.map((point) => (
            <li
              key={point.title}
              className="grid grid-cols-[1.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 border-b border-slate-200 py-6 sm:grid-cols-[1.5rem_minmax(0,13rem)_minmax(0,1fr)] sm:gap-x-6"
            >
              <Icon name={point.icon} className="mt-0.5 size-6 text-brand-700" />
              <h3 className="text-lg leading-snug font-bold">{point.title}</h3>
              <p className="col-start-2 text-sm leading-relaxed sm:col-start-3">
                {point.description}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
