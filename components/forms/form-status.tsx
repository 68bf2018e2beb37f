"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { formMessages } from "@/content/form-messages";
import type { Replier } from "@/content/form-thanks";
import type { SentLine } from "@/lib/form-schema";
import { PersonLine } from "@/components/ui/person-line";
import { SEND_TIMEOUT_MS, type SendFailure } from "@/lib/email";

/**
 * A polite live region, always in the form so that screen readers announce each change: the
 * hook's short announcements (sr-only) and the visible banner.
 */
export function FormStatus({ announcement, banner }: { announcement: string; banner?: ReactNode }) {
  return (
    <div role="status">
      {announcement && <p className="sr-only">{announcement}</p>}
      {banner && <div className="mb-4">{banner}</div>}
    </div>
  );
}

function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-semibold text-red-900 underline underline-offset-2 hover:no-underline"
    >
      {email}
    </a>
  );
}

/** What a failed send says: offline and rate limits in their own words, else the form's message. */
export function failureMessage(reason: SendFailure | null, formFailure: string): string {
  if (reason === "offline") return formMessages.offline;
  if (reason === "rate-limited") return formMessages.rateLimited;
  if (reason === "timeout") {
    return `${formMessages.timeout(Math.round(SEND_TIMEOUT_MS / 1000))} ${formFailure}`;
  }
  return formFailure;
}

/** A failed send's message, then the address to write to instead. */
export function ErrorBanner({ message, email }: { message: string; email: string }) {
  return (
    <div className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <p>
        {message} {formMessages.emailInstead} <EmailLink email={email} />.
      </p>
    </div>
  );
}

/** The one look of "sent": a green strip, its tick at the left, then the words. */
const sentClass = "flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 text-emerald-800";
const sentTick = "mt-0.5 size-5 shrink-0 text-emerald-700";

/** The thank-you panel that replaces a sent form: its words, from the form's content. */
export interface SentPanel {
  title: string;
  text: string;
  /** The button that brings back an empty form. */
  again: string;
  /** Level of the panel's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** The founder who reads and answers it, named under the text. */
  replier?: Replier;
}

/**
 * Replaces a sent form (home's, contact, quote, an application): the green strip grown to a
 * heading, its text, the founder who will answer (where the panel names one: a person, not a
 * mailbox), a copy of what was sent and a button for another message, so every form says "sent"
 * one way. Takes focus so that keyboard and screen reader users land on it. On phones its tick
 * stands over its words, which then have the strip's width: beside them, the button's words
 * wrapped at 390 px.
 */
export function SuccessPanel({
  panel: { title, text, again, headingLevel = 3, replier },
  copy = [],
  onAgain,
  foot,
}: {
  panel: SentPanel;
  /** What was sent, under the words: the visitor sees their request went as they wrote it. */
  copy?: readonly SentLine[];
  onAgain: () => void;
  /** At its foot, what to read while the team answers (SentReading, rendered by the page). */
  foot?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    // As tall as the form it stands in for from 1024 px (LeadForm), its words from the top, where
    // the form's first field was: centred in that height they left a band of empty green over them.
    // What to read meanwhile stands at its foot, so the height the form leaves is not empty green.
    <div className={`${sentClass} h-full flex-col justify-start p-6 sm:p-8`}>
      <div className="flex flex-1 flex-col gap-3 sm:flex-row">
        <CircleCheck aria-hidden="true" className={sentTick} />
        <div className="flex min-w-0 flex-1 flex-col">
          <Heading
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
          >
            {title}
          </Heading>
          <p className="mt-2 max-w-prose text-slate-700">{text}</p>
          {replier && (
            <PersonLine
              person={replier}
              label={replier.label}
              withRole
              className="mt-5 text-slate-700"
            />
          )}
          {copy.length > 0 && (
            <div className="mt-6 border-t border-emerald-200 pt-5">
              <p className="text-sm font-semibold text-slate-900">{formMessages.sentCopy}</p>
              <dl className="mt-3 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
                {copy.map((line) => (
                  // A list of choices, or a value too long for half the panel, takes its width.
                  <div
                    key={line.field}
                    className={line.value.length > 36 ? "min-w-0 sm:col-span-2" : "min-w-0"}
                  >
                    <dt className="text-slate-600">{line.label}</dt>
                    <dd className="font-medium break-words text-slate-900">{line.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          <button
            type="button"
            onClick={onAgain}
            // Outlined: another message is a way on, not the page's main action.
            className="mt-6 inline-flex min-h-11 items-center justify-center self-start rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-900 transition-colors hover:border-brand-700 hover:text-brand-700"
          >
            {again}
          </button>
          {/* At the foot of a panel as tall as its form, at least 2rem under the button. */}
          {foot && <div className="mt-auto pt-8">{foot}</div>}
        </div>
      </div>
    </div>
  );
}
