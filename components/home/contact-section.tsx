import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { homeAnchors } from "@/content/home";
import { fullAddress, site } from "@/content/site";
import { HomeContactForm } from "@/components/forms/home-contact-form";
import { cardClass } from "@/components/ui/card";

const details = [
  { icon: Mail, label: "Email", value: site.email, href: `mailto:${site.email}` },
  { icon: Phone, label: "Phone", value: site.phone, href: `tel:${site.phone.replace(/\s/g, "")}` },
  { icon: MapPin, label: "Office", value: fullAddress() },
  { icon: Clock, label: "Hours", value: `${site.hours} (IST)` },
];

export function ContactSection() {
  return (
    <section id={homeAnchors.contact} className="scroll-mt-20 bg-slate-50 section">
      <div className="container-page grid gap-12 lg:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Contact</p>
          <h2 className="mt-2 text-3xl font-bold sm:text-4xl">
            Let&apos;s Talk About Your Project
          </h2>
          <p className="mt-4 text-lg">Tell us what you want to build. {site.responsePromise}</p>
          <ul className="mt-8 grid gap-5">
            {details.map(({ icon: DetailIcon, label, value, href }) => (
              <li key={label} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-sm">
                  <DetailIcon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="text-sm font-semibold text-slate-900">{label}</p>
                  {href ? (
                    <a href={href} className="text-brand-700 hover:underline">
                      {value}
                    </a>
                  ) : (
                    <p>{value}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className={`${cardClass} p-6 sm:p-8`}>
          <HomeContactForm />
        </div>
      </div>
    </section>
  );
}
