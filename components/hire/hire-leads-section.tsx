import { roleLeads } from "@/content/hire";
import { hireText } from "@/content/sections";
import { CardGrid } from "@/components/ui/card-grid";
import { SectionHeading } from "@/components/ui/section-heading";
import { Picture } from "@/components/ui/picture";

const text = hireText.leads;

/**
 * The practice leads who vet the developers, each once on an ink band, with their picture, role,
 * bio and the roles they vet (each a link to its card above). Named on every card, the same four
 * people read as a repeated footnote; here they are the people a client's developers answer to.
 */
export function HireLeadsSection() {
  return (
    <section aria-labelledby="leads-heading" className="on-dark bg-ink py-16 text-white lg:py-24">
      <div className="container-page">
        <SectionHeading
          eyebrow={text.eyebrow}
          title={text.title}
          description={text.description}
          id="leads-heading"
          align="left"
          onInk
        />
        {/* Each lead spans three rows of the list's grid (who, bio, the roles they vet), so the
            roles start on one line across a row whatever the length of the bios. Two to a row
            at most, each a panel of its own: four narrow columns stacked their pills one a line,
            three, four, one and one, and ended ragged over an empty band. */}
        <CardGrid rows={3} max={2} className="mt-12">
          {roleLeads().map(({ person, roles }) => (
            <article
              key={person.id}
              className="row-span-3 grid grid-rows-subgrid gap-y-0 rounded-2xl bg-white/[0.04] p-6 ring-1 ring-white/10 lg:p-8"
            >
              {/* A small round picture by the name: drawn people shown large read as cartoons. */}
              <div className="flex items-center gap-4">
                <Picture
                  picture={person.portrait}
                  className="size-16 shrink-0 rounded-full bg-slate-800 object-cover object-[50%_30%] ring-2 ring-white/15"
                />
                <div className="min-w-0">
                  <h3 className="text-lg font-bold text-white">{person.name}</h3>
                  <p className="text-sm font-semibold text-brand-200">{person.role}</p>
                </div>
              </div>
              <p className="mt-3 text-sm text-slate-300">{person.bio}</p>
              <div>
                <p className="mt-4 text-sm text-slate-400">{text.vets}</p>
                {/* Pills, as every list of links to technologies and roles on the site; each 44
                    px tall, as every control. Plain bold words read as unstyled text. */}
                <ul className="pill-rows mt-3 text-sm font-semibold">
                  {roles.map((role) => (
                    <li key={role.id}>
                      <a
                        href={`#${role.id}`}
                        className="inline-flex min-h-11 items-center rounded-full border border-white/20 bg-white/5 px-4 text-white transition-colors hover:border-white/60 hover:bg-white/10"
                      >
                        {role.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
