"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";

import { errorSummary, fieldLabel, formMessages } from "@/content/form-messages";
import { clearDraft, draftKeys, loadDraft, saveDraft } from "@/lib/draft";
import {
  loadEmailLibrary,
  sendEmail,
  type FormName,
  type SendFailure,
  type SendResult,
} from "@/lib/email";
import {
  clampLength,
  emailParams,
  firstErrorField,
  isRequired,
  maxLengthOf,
  sentCopy,
  type FieldErrors,
  type FieldSpecs,
  type FormSchema,
  type FormValues,
  type Option,
} from "@/lib/form-schema";
import { HONEYPOT_NAME } from "./honeypot";

export type FormStatus = "idle" | "sending" | "success" | "error";

interface UseFormOptions<F extends FieldSpecs> {
  /** Which form it is: its email template and its draft's key. */
  form: FormName;
  /** Prefixes every id, so that two forms on one page never share one. */
  idPrefix: string;
  /** The form's fields, rules and email variables (components/forms/schemas/). */
  schema: FormSchema<F>;
  /** The form as it starts, when not the schema's empty one; keep it stable (useMemo). */
  empty?: FormValues<F>;
}

/**
 * The forms' rules (a zod schema made from the form's table), fetched when a visitor first types
 * or sends, not with the page; null when they cannot be fetched.
 */
const loadRules = () => import("@/lib/form-validator").catch(() => null);

/**
 * Fetches what a send needs, the rules and the email library, side by side: as the visitor starts
 * typing, when the page becomes live over text typed before it was, and as Send is pressed. On a
 * slow connection each would otherwise cost a round trip after the press.
 */
function prepareToSend() {
  void loadRules();
  loadEmailLibrary().catch(() => undefined);
}

const unknownFailure: SendResult = { ok: false, reason: "unknown" };

type StringField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

function focusField(id: string) {
  const element = document.getElementById(id);
  const target = element?.matches("input, select, textarea, button")
    ? element
    : element?.querySelector<HTMLElement>("input, select, textarea");
  target?.focus();
}

/**
 * What the page shows in the form's fields right now: text typed or autofilled before the page
 * became interactive, or restored by back/forward navigation. Only fields that differ from
 * `empty` are returned.
 */
function valuesShown<T extends object>(
  form: HTMLFormElement,
  empty: T,
  clamp: (field: PropertyKey, value: string) => string,
): Partial<T> {
  const data = new FormData(form);
  const shown: Partial<T> = {};
  for (const field of Object.keys(empty) as (keyof T & string)[]) {
    const fallback = empty[field];
    if (Array.isArray(fallback)) {
      const checked = data.getAll(field).filter((item) => typeof item === "string");
      if (checked.length > 0) shown[field] = checked as T[typeof field];
    } else if (typeof fallback === "string") {
      const value = data.get(field);
      if (typeof value === "string" && value !== "") {
        shown[field] = clamp(field, value) as T[typeof field];
      }
    }
  }
  return shown;
}

/** The state machine the forms share: idle → sending → success | error. */
export function useForm<F extends FieldSpecs>(options: UseFormOptions<F>) {
  type T = FormValues<F>;
  const { form: name, idPrefix, schema } = options;
  const empty = options.empty ?? schema.empty;
  const fields = schema.order;
  const draftKey = draftKeys[name];
  const clamp = useCallback(
    (field: PropertyKey, value: string) => clampLength(schema, field, value),
    [schema],
  );
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  /** Why the last send failed, while the status is "error". */
  const [failure, setFailure] = useState<SendFailure | null>(null);
  /** For the live region: the error count or "Sending..."; results speak through their banners. */
  const [announcement, setAnnouncement] = useState("");
  /** What the last send carried, while the status is "success": the thank-you panel's copy. */
  const [sentValues, setSentValues] = useState<T | null>(null);
  /** False until hydrated: a submit before then would reload the page and lose the text. */
  const [ready, setReady] = useState(false);
  const sending = useRef(false);
  /** Whether what a send needs has been asked for (on the first keystroke). */
  const prepared = useRef(false);
  /** The fields the visitor typed into (or that showed text at hydration) in this tab. */
  const touched = useRef(new Set<keyof T>());
  const focusRequest = useRef<string | null>(null);

  const fieldId = useCallback((field: keyof T & string) => `${idPrefix}-${field}`, [idPrefix]);
  const submitId = `${idPrefix}-submit`;

  // On hydration the form adopts what its fields already show (typed before the scripts arrived,
  // autofilled, restored by the browser) and fills only the untouched fields from the draft.
  // A passive effect, not a layout one: hydration leaves the fields' text alone, so nothing
  // flickers, and the storage read and the form's second render run in a task of their own
  // instead of lengthening the hydration commit (the page's longest task).
  useEffect(() => {
    const first = fields[0];
    const element = first ? document.getElementById(fieldId(first))?.closest("form") : null;
    const shown = element ? valuesShown(element, empty, clamp) : {};
    const draft = loadDraft(draftKey, empty);
    touched.current = new Set(Object.keys(shown) as (keyof T)[]);
    if (touched.current.size > 0) prepareToSend();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues({ ...draft, ...shown });
    setReady(true);
  }, [draftKey, empty, fields, fieldId, clamp]);

  // The draft keeps only what was typed in this tab, over what the stored draft holds: another
  // tab's fields are kept, and a draft that another tab sent (and so removed) never comes back
  // through this one's untouched fields.
  // (Not before the adoption above has rendered: until then `values` is still `empty`.)
  useEffect(() => {
    if (!ready || touched.current.size === 0) return;
    const own = Object.fromEntries([...touched.current].map((field) => [field, values[field]]));
    saveDraft(draftKey, { ...loadDraft(draftKey, empty), ...own });
  }, [draftKey, empty, values, ready]);

  // Focus moves after the render that shows the errors, so the field is read with its message.
  useEffect(() => {
    const id = focusRequest.current;
    focusRequest.current = null;
    if (id) focusField(id);
  });

  const change = useCallback(
    <K extends keyof T>(field: K, value: T[K]) => {
      // Fields are read-only while a send is in flight: what it sends is what the visitor sees.
      if (sending.current) return;
      if (!prepared.current) prepareToSend();
      prepared.current = true;
      const next = typeof value === "string" ? (clamp(field, value) as T[K]) : value;
      touched.current.add(field);
      setValues((current) => ({ ...current, [field]: next }));
      setErrors((current) => {
        if (!current[field]) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      });
      setStatus((current) => (current === "error" || current === "success" ? "idle" : current));
      setFailure(null);
      setAnnouncement("");
    },
    [clamp],
  );

  /** Sent (`sent`: what went; none when the spam trap was filled and nothing went). */
  const succeed = (sent: T | null) => {
    touched.current.clear();
    clearDraft(draftKey);
    setSentValues(sent);
    setValues(empty);
    setErrors({});
    setStatus("success");
    setFailure(null);
    setAnnouncement("");
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    if (new FormData(event.currentTarget).get(HONEYPOT_NAME)) return succeed(null);
    // A press held since before the page was live (lib/inline/early-input.js) may come back
    // before the render that adopts what the visitor typed: the form as shown is what they send.
    const sent = ready ? values : { ...values, ...valuesShown(event.currentTarget, empty, clamp) };

    // Held from here: a second press while the rules load is not a second send.
    sending.current = true;
    prepareToSend();
    const rules = await loadRules();
    const found: FieldErrors<T> = rules?.validate(schema, sent) ?? {};
    setErrors(found);
    const first = firstErrorField(found, fields);
    if (first !== undefined) {
      sending.current = false;
      focusRequest.current = fieldId(first);
      setAnnouncement(errorSummary(fields.filter((field) => found[field]).length));
      return;
    }

    setStatus("sending");
    setFailure(null);
    setAnnouncement(formMessages.sending);
    // Without its rules (the visitor went offline after the page loaded) the form is not sent:
    // it says so like a failed send, keeping the message and offering the address.
    // send() should never reject, but a stuck button would be worse than a failure message.
    const result: SendResult = rules
      ? await sendEmail(name, emailParams(schema, sent)).catch(() => unknownFailure)
      : { ok: false, reason: navigator.onLine === false ? "offline" : "unknown" };
    sending.current = false;
    // Sent, the thank-you panel over the form takes focus itself (the form stays under it).
    if (result.ok) return succeed(sent);
    // Disabling the button may have dropped keyboard focus; give it back unless the visitor
    // moved on.
    const active = document.activeElement;
    if (!active || active === document.body || active.id === submitId) {
      focusRequest.current = submitId;
    }
    // Everything the visitor tried to send is theirs: the draft keeps all of it, even fields
    // that came from the draft, so an offline visitor who reloads finds the message again.
    for (const field of fields) touched.current.add(field);
    saveDraft(draftKey, sent);
    setFailure(result.reason);
    setStatus("error");
    setAnnouncement("");
  };

  const reset = () => {
    touched.current.clear();
    setSentValues(null);
    setValues(empty);
    setErrors({});
    setStatus("idle");
    setFailure(null);
    setAnnouncement("");
    const first = fields[0];
    if (first) focusRequest.current = fieldId(first);
  };

  /** The props a TextField, TextArea or SelectField needs for one string field. */
  const bind = <K extends StringField<T>>(field: K) => ({
    id: fieldId(field),
    name: field,
    value: values[field] as string,
    error: errors[field],
    maxLength: maxLengthOf(schema, field),
    required: isRequired(schema, field),
    readOnly: status === "sending",
    onChange: (value: string) => change(field, value as T[K]),
  });

  /** The props a SelectField or CheckboxGroup needs beyond `bind`'s: the options of its schema. */
  const optionsOf = (field: keyof T & string): readonly Option[] => {
    const spec = schema.fields[field];
    return spec && spec.kind !== "text" ? spec.options : [];
  };

  /** The props a SelectField needs for one choice: `bind`'s and its options. */
  const bindChoice = <K extends StringField<T>>(field: K) => ({
    ...bind(field),
    options: optionsOf(field),
  });

  return {
    /** Which form it is. */
    name,
    values,
    errors,
    status,
    ready,
    failure,
    announcement,
    change,
    submit,
    reset,
    bind,
    bindChoice,
    optionsOf,
    /** Whether the form asks for a field (the schema gives it a "required" message). */
    isRequired: (field: keyof T & string) => isRequired(schema, field),
    idPrefix,
    fieldId,
    submitId,
    /** Once sent: the short fields the visitor filled in, as the email carried them. */
    copy:
      status === "success" && sentValues
        ? sentCopy(schema, sentValues, (field) => fieldLabel(name, field))
        : [],
  };
}
