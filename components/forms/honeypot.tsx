export const HONEYPOT_NAME = "website";

/**
 * A field people never see or reach but form-filling bots do fill. The form reads it on submit
 * and, when it holds anything, pretends to succeed without sending.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_NAME}`;
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
