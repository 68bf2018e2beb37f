import { ArrowRight, LifeBuoy, MessageSquare, Phone } from "lucide-react";

import { site } from "@/content/site";
import { cardClass, cardHoverClass } from "@/components/ui/card";

const cards = [
  {
    icon: MessageSquare,
    title: "Send a message",
    text: "Use the form below and a project lead replies within 24 hours.",
    action: "Go to the form",
    href: "#contact-form",
  },
  {
    icon: Phone,
    title: "Call us",
    text: `${site.hours} (IST). We can also call you back.`,
    action: site.phone,
    href: site.phoneHref,
  },
  {
    icon: LifeBuoy,
    title: "Get support",
    text: "Already a client? Support channels, hours and plans.",
    action: "Visit support",
    href: "/support",
  },
];

export function ContactCards() {
  return (
    <ul className="relative z-10 container-page -mt-10 grid gap-6 md:grid-cols-3">
      {cards.map(({ icon: CardIcon, title, text, action, href }) => (
        <li key={title} className="flex">
          <a
            href={href}
            className={`${cardClass} ${cardHoverClass} group flex w-full flex-col p-6`}
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <CardIcon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-bold">{title}</h2>
            <p className="mt-1 flex-1 text-sm">{text}</p>
            <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
              {action}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-1"
              />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
