import { hireRoles } from "@/content/hire";
import { hireText } from "@/content/sections";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { ChipList } from "@/components/ui/chip-list";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/sections/section";
import { ArrowLink } from "@/components/ui/arrow-link";

const text = hireText.roles;

export function HireRolesSection() {
  return (
    <Section headingId="roles-heading" heading={text}>
      <CardGrid className="mt-12">
        {hireRoles.map((role) => (
          <article
            key={role.id}
            id={role.id}
            className={`${cardClass} flex w-full scroll-mt-24 flex-col p-8 target:border-brand-700 target:ring-2 target:ring-brand-700/30`}
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={role.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-bold">{role.title}</h3>
            <p className="mt-3 flex-1">{role.description}</p>
            <ChipList
              chips={role.skills.map((label) => ({ label }))}
              label={text.skills(role.title)}
              className="mt-5"
            />
            <ArrowLink href="/quote" className="mt-6 self-start">
              {text.hire(role.title)}
            </ArrowLink>
          </article>
        ))}
      </CardGrid>
    </Section>
  );
}
