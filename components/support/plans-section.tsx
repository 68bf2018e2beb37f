import Link from "next/link";
import { CheckCircle2 } from "lucide-react";

import { supportText } from "@/content/sections";
import { supportPlans } from "@/content/support";
import { ButtonLink } from "@/components/ui/button-link";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Price } from "@/components/ui/price";
import { Section } from "@/components/sections/section";
import { cn } from "@/lib/cn";

import { contactFormHref } from "./support-links";

const text = supportText.plans;

export function PlansSection() {
  return (
    <Section id="plans" tone="quiet" heading={text}>
      <CardGrid className="mt-12">
        {supportPlans.map((plan) => (
          <article
            key={plan.name}
            className={cn(
              cardClass,
              "relative flex w-full flex-col p-8",
              // Set apart inside its own edges, so the row's cards keep one outline.
              plan.badge && "ring-2 ring-brand-700 ring-inset",
            )}
          >
            {plan.badge && (
              <p className="absolute -top-3.5 left-8 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                {plan.badge}
              </p>
            )}
            <h3 className="text-2xl font-bold">{plan.name}</h3>
            <p className="mt-2">{plan.description}</p>
            <Price price={plan.price} className="mt-5" />
            <ul className="mt-6 mb-auto grid gap-3 border-t border-slate-200 pt-6">
              {plan.includes.map((item) => (
                <li key={item} className="flex gap-3 text-sm text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-new" />
                  {item}
                </li>
              ))}
            </ul>
            <ButtonLink
              href={contactFormHref}
              variant={plan.badge ? "accent" : "outline"}
              className="mt-8 self-start"
            >
              {text.ask(plan.name)}
            </ButtonLink>
          </article>
        ))}
      </CardGrid>
      <p className="mt-10 text-center text-lg">
        {text.help.before}{" "}
        <Link href={contactFormHref} className="font-semibold text-brand-700 underline">
          {text.help.link}
        </Link>{" "}
        {text.help.after}
      </p>
    </Section>
  );
}
