import { culturePhotos, cultureHighlights } from "@/content/about";
import { aboutAnchors } from "@/content/navigation";
import { aboutText } from "@/content/sections";
import { Reveal } from "@/components/motion/reveal";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { SectionHeading } from "@/components/ui/section-heading";

const text = aboutText.culture;

export function CultureSection() {
  return (
    <section id={aboutAnchors.culture} className="scroll-mt-24 bg-slate-50 section">
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            align="left"
            eyebrow={text.eyebrow}
            title={text.title}
            description={text.description}
          />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {cultureHighlights.map((highlight) => (
              <li key={highlight.title}>
                <span className="grid size-11 place-items-center rounded-xl bg-accent/15 text-amber-700">
                  <Icon name={highlight.icon} className="size-5" />
                </span>
                <h3 className="mt-3 text-lg font-bold">{highlight.title}</h3>
                <p className="mt-1 text-sm leading-relaxed">{highlight.description}</p>
              </li>
            ))}
          </ul>
          <ButtonLink href={text.button.href} variant="outline" className="mt-8">
            {text.button.label}
          </ButtonLink>
        </div>
        <Reveal>
          <ul aria-label={text.photosLabel} className="grid grid-cols-2 gap-4">
            {culturePhotos.map((photo, index) => (
              <li key={photo.src} className={index % 2 === 1 ? "translate-y-6" : undefined}>
                <Picture
                  picture={photo}
                  className="aspect-[4/3] w-full rounded-2xl bg-brand-50 object-cover shadow-md shadow-slate-900/10"
                />
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
