import { portfolioServices } from "@/content/portfolio";
import { portfolioText } from "@/content/sections";
import { CardGrid } from "@/components/ui/card-grid";
import { HeadingWithLink } from "@/components/ui/heading-with-link";
import { Icon } from "@/components/ui/icon";

const text = portfolioText.services;

/** The services behind the work, a short band on the tint between the dark hero and the projects. */
export function ServicesStrip() {
  return (
    <section aria-labelledby="services-offered" className="bg-slate-50 py-12">
      <div className="container-page">
        <HeadingWithLink
          id="services-offered"
          title={text.title}
          link={text.all}
          className="text-2xl"
        />
        <CardGrid max={4} className="mt-6">
          {portfolioServices.map((service) => (
            <div key={service.title} className="flex gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={service.icon} className="size-6" />
              </span>
              <div>
                <h3 className="font-bold">{service.title}</h3>
                <p className="mt-1 text-sm leading-relaxed">{service.description}</p>
              </div>
            </div>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
