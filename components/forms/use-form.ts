"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { SendResult } from "@/lib/email";
import { clearDraft, loadDraft, saveDraft } from "@/lib/draft";
import { clampLength, firstErrorField, maxLengthOf, type FieldErrors } from "@/lib/validation";
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
  draftKey?: string;
}

type StringField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

function focusField(id: string) {
  const element = document.getElementById(id);
  const target = element?.matches("input, select, textarea, button")
    ? element
    : element?.querySelector<HTMLElement>("input, select, textarea");
  target?.focus();
}

const errorSummary = (count: number) =>
  count === 1 ? "1 field needs your attention." : `${count} fields need your attention.`;

/** The state machine the three forms share: idle → sending → success | error. */
export function useForm<T extends object>(options: UseFormOptions<T>) {
  const { idPrefix, empty, fields, validate, send, draftKey } = options;
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  /** For the live region: the error count or "Sending..."; results speak through their banners. */
  const [announcement, setAnnouncement] = useState("");
  const sending = useRef(false);
  const edited = useRef(false);
  const focusRequest = useRef<string | null>(null);

  const fieldId = useCallback((field: keyof T & string) => `${idPrefix}-${field}`, [idPrefix]);
  const submitId = `${idPrefix}-submit`;

  // Read after hydration, so that the prerendered (empty) form and the first client render agree;
  // localStorage is an outside system that React cannot read during that render.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draftKey) setValues(loadDraft(draftKey, empty));
  }, [draftKey, empty]);

  useEffect(() => {
    if (draftKey && edited.current) saveDraft(draftKey, values);
  }, [draftKey, values]);

  // Focus moves after the render that shows the errors, so the field is read with its message.
  useEffect(() => {
    const id = focusRequest.current;
    focusRequest.current = null;
    if (id) focusField(id);
  });

  const change = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
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
    setAnnouncement("");
  }, []);

  const succeed = () => {
    edited.current = false;
    if (draftKey) clearDraft(draftKey);
    setValues(empty);
    setErrors({});
    setStatus("success");
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
    setAnnouncement("Sending...");
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
    setStatus("error");
    setAnnouncement("");
  };

  const reset = () => {
    edited.current = false;
    setValues(empty);
    setErrors({});
    setStatus("idle");
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
    onChange: (value: string) => change(field, value as T[K]),
  });

  return { values, errors, status, announcement, change, submit, reset, bind, fieldId, submitId };
}
