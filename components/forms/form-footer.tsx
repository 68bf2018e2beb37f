import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";

import { FormStatus } from "./form-status";

interface SubmitButtonProps {
  id: string;
  sending: boolean;
  /** False until the form is interactive: a native submit would reload the page and lose the text. */
  ready: boolean;
  label: string;
  sendingLabel: string;
}

function SubmitButton({ id, sending, ready, label, sendingLabel }: SubmitButtonProps) {
  return (
    <button
      id={id}
      type="submit"
      disabled={sending || !ready}
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-75 sm:w-auto"
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
}

/** The end of every form: its live status, its banner and its submit button. */
export function FormFooter({ submitId, announcement, banner, ...button }: FormFooterProps) {
  return (
    <div className="sm:col-span-2">
      <FormStatus announcement={announcement} banner={banner} />
      <SubmitButton id={submitId} {...button} />
    </div>
  );
}
