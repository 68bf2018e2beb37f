import { formText } from "@/content/form-messages";

/**
 * A name no browser autofill or password manager recognises (they fill "website", "url",
 * "company" and the like), so that only bots that fill every field trip it.
 */
export const HONEYPOT_NAME = "dg_hp_7q";

/**
 * A field people never see or reach but form-filling bots do fill. The form reads it on submit
 * and, when it holds anything, pretends to succeed without sending.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_NAME}`;
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{formText.honeypot}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore
        data-lpignore="true"
        defaultValue=""
      />
    </div>
  );
}
