"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { SendFailure, SendResult } from "@/lib/email";
import { clearDraft, loadDraft, saveDraft } from "@/lib/draft";
import { clampLength, firstErrorField, maxLengthOf, type FieldErrors } from "@/lib/validation";
import { formMessages } from "@/content/form-messages";
import { HONEYPOT_NAME } from "./honeypot";

export type FormStatus = "idle" | "sending" | "success" | "error";

interface UseFormOptions<T> {
  /** Prefixes every id, so that two forms on one page never share one. */
  idPrefix: string;
  empty: T;
  /** In the order the form shows them. */
  fields: readonly (keyof T & string)[];
  validate: (values: T) => FieldErrors<T>;
  send: (values: T) => Promise<SendResult>;
  draftKey: string;
}

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
function valuesShown<T extends object>(form: HTMLFormElement, empty: T): Partial<T> {
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
        shown[field] = clampLength(field, value) as T[typeof field];
      }
    }
  }
  return shown;
}

const errorSummary = (count: number) =>
  count === 1 ? "1 field needs your attention." : `${count} fields need your attention.`;

/** The state machine the three forms share: idle → sending → success | error. */
export function useForm<T extends object>(options: UseFormOptions<T>) {
  const { idPrefix, empty, fields, validate, send, draftKey } = options;
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  /** Why the last send failed, while the status is "error". */
  const [failure, setFailure] = useState<SendFailure | null>(null);
  /** For the live region: the error count or "Sending..."; results speak through their banners. */
  const [announcement, setAnnouncement] = useState("");
  const sending = useRef(false);
  const edited = useRef(false);
  const focusRequest = useRef<string | null>(null);

  const fieldId = useCallback((field: keyof T & string) => `${idPrefix}-${field}`, [idPrefix]);
  const submitId = `${idPrefix}-submit`;

  // On hydration the form adopts what its fields already show (typed before the scripts arrived,
  // autofilled, restored by the browser) and fills only the untouched fields from the draft.
  // A layout effect, so that React writes the merged values back before the first paint.
  useLayoutEffect(() => {
    const first = fields[0];
    const element = first ? document.getElementById(fieldId(first))?.closest("form") : null;
    const shown = element ? valuesShown(element, empty) : {};
    const draft = loadDraft(draftKey, empty);
    if (Object.keys(shown).length > 0) edited.current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues({ ...draft, ...shown });
  }, [draftKey, empty, fields, fieldId]);

  useEffect(() => {
    if (edited.current) saveDraft(draftKey, values);
  }, [draftKey, values]);

  // The same form sent from another tab removes the shared draft: this tab then stops writing
  // its copy back, so that a sent message never returns as a draft. Typing here starts anew.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === draftKey && event.newValue === null) edited.current = false;
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [draftKey]);

  // Focus moves after the render that shows the errors, so the field is read with its message.
  useEffect(() => {
    const id = focusRequest.current;
    focusRequest.current = null;
    if (id) focusField(id);
  });

  const change = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    // Fields are read-only while a send is in flight: what it sends is what the visitor sees.
    if (sending.current) return;
    const next = typeof value === "string" ? (clampLength(field, value) as T[K]) : value;
    edited.current = true;
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
  }, []);

  const succeed = () => {
    edited.current = false;
    clearDraft(draftKey);
    setValues(empty);
    setErrors({});
    setStatus("success");
    setFailure(null);
    setAnnouncement("");
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    if (new FormData(event.currentTarget).get(HONEYPOT_NAME)) return succeed();

    const found = validate(values);
    setErrors(found);
    const first = firstErrorField(found, fields);
    if (first !== undefined) {
      focusRequest.current = fieldId(first);
      setAnnouncement(errorSummary(fields.filter((field) => found[field]).length));
      return;
    }

    sending.current = true;
    setStatus("sending");
    setFailure(null);
    setAnnouncement(formMessages.sending);
    // send() should never reject, but a stuck button would be worse than a failure message.
    const result = await send(values).catch((): SendResult => ({ ok: false, reason: "unknown" }));
    sending.current = false;
    // Disabling the button may have dropped keyboard focus; give it back unless the visitor
    // moved on. (A thank-you panel that replaces the form takes focus itself.)
    const active = document.activeElement;
    if (!active || active === document.body || active.id === submitId) {
      focusRequest.current = submitId;
    }
    if (result.ok) return succeed();
    // The draft is saved even where nothing was typed since hydration: an offline visitor who
    // reloads finds the message again.
    edited.current = true;
    saveDraft(draftKey, values);
    setFailure(result.reason);
    setStatus("error");
    setAnnouncement("");
  };

  const reset = () => {
    edited.current = false;
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
    maxLength: maxLengthOf(field),
    readOnly: status === "sending",
    onChange: (value: string) => change(field, value as T[K]),
  });

  return {
    values,
    errors,
    status,
    failure,
    announcement,
    change,
    submit,
    reset,
    bind,
    fieldId,
    submitId,
  };
}
