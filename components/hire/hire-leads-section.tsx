import { roleLeads } from "@/content/hire";
import { hireText } from "@/content/sections";
import { SectionHeading } from "@/components/ui/section-heading";
import { Picture } from "@/components/ui/picture";

const text = hireText.leads;

/**
 * The practice leads who vet the developers, each once on an ink band as a row of a roster, with
 * their picture, role, bio and the roles they vet (each a link to its card above). Named on every card, the same four
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
        {/* A roster, a lead a ruled row: who, what they lead, the roles they vet. As cards two
            to a row, a lead who vets one role left half a card empty; four narrow columns had
            stacked their pills one a line. From 1024 px the roles stand beside who and what, from
            1280 px the three parts side by side. */}
        <ul className="mt-12 divide-y divide-white/10 border-y border-white/10">
          {roleLeads().map(({ person, roles }) => (
            <li key={person.id}>
              <article className="grid gap-4 py-6 lg:grid-flow-col lg:grid-cols-2 lg:grid-rows-[auto_auto] lg:items-center lg:gap-x-10 lg:py-8 xl:grid-flow-row xl:grid-cols-[17rem_minmax(0,1fr)_minmax(0,1.1fr)] xl:grid-rows-none">
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
                <p className="text-sm text-slate-300 lg:text-base">{person.bio}</p>
                <div className="lg:row-span-2 xl:row-span-1">
                  <p className="text-sm text-slate-400">{text.vets}</p>
                  {/* Pills, as every list of links to technologies and roles on the site; each
                      44 px tall, as every control. Plain bold words read as unstyled text. */}
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
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
