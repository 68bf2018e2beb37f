import { hireRoles } from "@/content/hire";
import { hireText } from "@/content/sections";
import { cardClass } from "@/components/ui/card";
import { CardGridWithEnd } from "@/components/ui/card-grid-end";
import { EndTile } from "@/components/ui/end-tile";
import { ChipList } from "@/components/ui/chip-list";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/sections/section";
import { ArrowLink } from "@/components/ui/arrow-link";

const text = hireText.roles;

export function HireRolesSection() {
  return (
    <Section headingId="roles-heading" heading={text}>
      <CardGridWithEnd rows={3} className="mt-12" end={<EndTile {...text.endTile} />}>
        {hireRoles.map((role) => (
          // Each card spans three rows of the list's grid (who, skills, link), so the skills and
          // the links of a row start on one line whatever the length of the texts above them.
          <article
            key={role.id}
            id={role.id}
            className={`${cardClass} row-span-3 grid scroll-mt-24 grid-rows-subgrid gap-y-0 p-8 target:border-brand-700 target:ring-2 target:ring-brand-700/30`}
          >
            <div>
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={role.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{role.title}</h3>
              <p className="mt-3">{role.description}</p>
            </div>
            <ChipList
              chips={role.skills.map((label) => ({ label }))}
              label={text.skills(role.title)}
              className="mt-5 content-start"
            />
            <div className="mt-6 self-end border-t border-slate-100 pt-5">
              <ArrowLink href="/quote">{text.hire(role.title)}</ArrowLink>
            </div>
          </article>
        ))}
      </CardGridWithEnd>
    </Section>
  );
}
