import { perks } from "@/content/careers";
import { aboutAnchors } from "@/content/navigation";
import { careersText } from "@/content/sections";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/sections/section";
import { ButtonLink } from "@/components/ui/button-link";

const text = careersText.perks;

export function PerksSection() {
  return (
    <Section tone="quiet" heading={text}>
      <CardGrid max={4} className="mt-12">
        {perks.map((perk) => (
          <article key={perk.title} className={`${cardClass} w-full p-7`}>
            <span className="grid size-12 place-items-center rounded-xl bg-accent/15 text-amber-700">
              <Icon name={perk.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold">{perk.title}</h3>
            <p className="mt-2 text-sm leading-relaxed">{perk.description}</p>
          </article>
        ))}
      </CardGrid>
      <div className="mt-10 text-center">
        <ButtonLink href={`/about#${aboutAnchors.culture}`} variant="outline">
          {text.button}
        </ButtonLink>
      </div>
    </Section>
  );
}
