import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { hireRoles } from "@/content/hire";
import { cardClass } from "@/components/ui/card";
import { ChipList } from "@/components/ui/chip-list";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";

/** "an iOS Developer", "a UI/UX Designer": by sound, which the first letter shows for these roles. */
const article = (title: string) => (/^[aeio]/i.test(title) ? "an" : "a");

export function HireRolesSection() {
  return (
    <section aria-labelledby="roles-heading" className="section">
      <div className="container-page">
        <SectionHeading
          id="roles-heading"
          eyebrow="Roles"
          title="Developers and Designers You Can Hire"
          description="Every developer is a full-time Dunga employee, vetted on real projects and backed by our delivery managers."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {hireRoles.map((role) => (
            <li
              key={role.id}
              id={role.id}
              className={`${cardClass} flex scroll-mt-24 flex-col p-8 target:border-brand-700 target:ring-2 target:ring-brand-700/30`}
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={role.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{role.title}</h3>
              <p className="mt-3 flex-1">{role.description}</p>
              <ChipList
                chips={role.skills.map((label) => ({ label }))}
                label={`${role.title} skills`}
                className="mt-5"
              />
              <Link
                href="/quote"
                className="mt-6 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
              >
                {`Hire ${article(role.title)} ${role.title}`}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
