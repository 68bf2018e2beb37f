import { coreValues } from "@/content/about";
import { aboutText } from "@/content/sections";
import { Reveal } from "@/components/motion/reveal";
import { cardClass } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/sections/section";

export function ValuesSection() {
  return (
    <Section id="core-values" headingId="core-values-heading" heading={aboutText.values}>
      <Reveal>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coreValues.map((value) => (
            <li key={value.title} className={`${cardClass} flex gap-4 p-6 sm:block sm:p-7`}>
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-700 to-violet text-white">
                <Icon name={value.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-bold sm:mt-5">{value.title}</h3>
                <p className="mt-2">{value.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
