import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";

import { formMessages } from "@/content/form-messages";

import { FormStatus } from "./form-status";

interface SubmitButtonProps {
  id: string;
  sending: boolean;
  /**
   * False until the form is interactive. The button is disabled in the page's HTML, since a native
   * submit would reload the page and lose the text; the input holder (lib/inline/early-input.js)
   * enables it as the page is parsed and answers a press itself until the page is live.
   */
  ready: boolean;
  label: string;
  sendingLabel: string;
}

function SubmitButton({ id, sending, ready, label, sendingLabel }: SubmitButtonProps) {
  return (
    <button
      id={id}
      type="submit"
      data-early-submit=""
      disabled={sending || !ready}
      // The input holder enables it before React is live: the DOM differs from the HTML there.
      suppressHydrationWarning
      // Marigold, as every page's main action (the header's Get a Quote, each band's first button).
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-accent px-6 py-3 text-base font-semibold text-slate-950 shadow-sm transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-75 sm:w-auto"
    >
      {sending && <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />}
      {sending ? sendingLabel : label}
    </button>
  );
}

interface FormFooterProps extends Omit<SubmitButtonProps, "id"> {
  submitId: string;
  announcement: string;
  /** The failure (or, on the home form, success) message shown above the button. */
  banner?: ReactNode;
  /** The address offered when the form cannot send. */
  email: string;
}

/**
 * What the input holder (lib/inline/early-input.js) shows when Send is pressed before the page is
 * live: that the message goes once the page has loaded, or, if its scripts never come, where to
 * send it instead. Only the holder shows or hides its parts; React renders it once, unchanged.
 * Without JavaScript at all the form cannot send, and says so.
 */
function EarlyNote({ email }: { email: string }) {
  const mail = (
    <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
      {email}
    </a>
  );
  return (
    <>
      <div data-early-note="" aria-live="polite" className="text-sm text-slate-700">
        <p data-held="" hidden suppressHydrationWarning className="mb-4">
          {formMessages.held}
        </p>
        <p data-stuck="" hidden suppressHydrationWarning className="mb-4">
          {formMessages.stuck} {mail}.
        </p>
      </div>
      <noscript>
        <p className="mb-4 text-sm text-slate-700">
          {formMessages.stuck} {mail}.
        </p>
      </noscript>
    </>
  );
}

/** The end of every form: its live status, its banner and its submit button. */
export function FormFooter({ submitId, announcement, banner, email, ...button }: FormFooterProps) {
  return (
    <div className="sm:col-span-2">
      <FormStatus announcement={announcement} banner={banner} />
      <EarlyNote email={email} />
      <SubmitButton id={submitId} {...button} />
    </div>
  );
}
