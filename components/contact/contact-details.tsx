import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { contactText } from "@/content/sections";
import { fullAddress, site } from "@/content/site";
import { composition } from "@/components/ui/composition";
import { SpaceBroken } from "@/components/ui/space-broken";

interface ContactDetailsProps {
  /** The address to write to, when not the team's own (the privacy policy's Grievance Officer). */
  email?: string;
}

/** The company's contact facts, for the quote, contact and legal pages. */
export function ContactDetails({ email = site.email }: ContactDetailsProps) {
  const labels = contactText.details;
  const rows = [
    { icon: Mail, label: labels.email, content: <a href={`mailto:${email}`}>{email}</a> },
    { icon: Phone, label: labels.phone, content: <a href={site.phoneHref}>{site.phone}</a> },
    {
      icon: MapPin,
      label: labels.office,
      content: <address className="not-italic">{fullAddress()}</address>,
    },
    {
      icon: Clock,
      label: labels.hours,
      content: (
        <>
          <SpaceBroken text={`${site.hours} ${labels.timezone}`} />
          <br />
          {site.hoursClosed}
        </>
      ),
    },
  ];
  return (
    <ul className="grid gap-5">
      {rows.map(({ icon: RowIcon, label, content }) => (
        <li key={label} className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <RowIcon aria-hidden="true" className="size-5" />
          </span>
          {/* A link's tap target reaches over its label above it, on purpose. */}
          <div {...composition}>
            <p className="text-sm font-semibold text-slate-900">{label}</p>
            <div className="text-slate-600 [&_a]:-my-2.5 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:text-brand-700 [&_a]:hover:underline">
              {content}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
