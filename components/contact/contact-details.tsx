import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { fullAddress, site } from "@/content/site";

const phoneHref = `tel:${site.phone.replace(/\s/g, "")}`;

/** The company's contact facts as a definition list, for the quote and contact pages. */
export function ContactDetails() {
  const rows = [
    { icon: Mail, label: "Email", content: <a href={`mailto:${site.email}`}>{site.email}</a> },
    { icon: Phone, label: "Phone", content: <a href={phoneHref}>{site.phone}</a> },
    {
      icon: MapPin,
      label: "Office",
      content: <address className="not-italic">{fullAddress()}</address>,
    },
    {
      icon: Clock,
      label: "Hours",
      content: (
        <>
          {site.hours} (IST)
          <br />
          {site.hoursClosed}
        </>
      ),
    },
  ];
  return (
    <dl className="grid gap-5">
      {rows.map(({ icon: RowIcon, label, content }) => (
        <div key={label} className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <RowIcon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <dt className="text-sm font-semibold text-slate-900">{label}</dt>
            <dd className="text-slate-600 [&_a]:text-brand-700 [&_a]:hover:underline">{content}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
