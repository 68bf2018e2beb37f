"use client";

// The forms' text fields and what every field shares: its label, its error, its wiring. The
// fields that choose from options are in ./choice-fields.tsx, apart, so a form of text fields
// alone (home's) does not carry them.

import {
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type HTMLAttributes,
  type HTMLInputAutoCompleteAttribute,
  type ReactNode,
} from "react";

import { characterCount, formText, pastedPastCap } from "@/content/form-messages";
import { cn } from "@/lib/cn";

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
}

export interface ValueProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** True while the form is sending: the value shown is the value sent. */
  readOnly?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
}

export const labelClass = "mb-1.5 block text-sm font-medium text-slate-900";
const errorId = (id: string) => `${id}-error`;
const countId = (id: string) => `${id}-count`;
export const described = (id: string, error?: string, counted = false) => {
  const ids = [error && errorId(id), counted && countId(id)].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids || undefined,
  };
};

/** The counter shows from this share of a field's cap on. */
const COUNT_FROM = 0.8;
/**
 * Fields capped below this are not counted: a counter helps where a visitor writes (a name, a
 * message), not under a phone number, whose cap only keeps out what is not one.
 */
const COUNT_MIN_CAP = 50;
const counted = (value: string, maxLength?: number) =>
  maxLength !== undefined && maxLength >= COUNT_MIN_CAP && value.length >= maxLength * COUNT_FROM;

/** The props every text control shares: identity, value, limits and error wiring. */
export function control({
  id,
  name,
  value,
  onChange,
  maxLength,
  readOnly,
  autoComplete,
  placeholder,
  error,
}: ValueProps) {
  return {
    id,
    name,
    value,
    maxLength,
    readOnly,
    "aria-readonly": readOnly || undefined,
    autoComplete,
    placeholder,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
    className: cn(
      "block min-h-11 w-full rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus:ring-2 focus:outline-none aria-readonly:bg-slate-50 aria-readonly:text-slate-700",
      // Greyed while sending by aria-readonly, which all three kinds carry then: a select always
      // matches :read-only (it has no text to edit), so that would grey it from the start.
      // A field in error keeps its red edge when it takes focus, as the first one does.
      error
        ? "border-red-600 focus:border-red-600 focus:ring-red-600"
        : "border-slate-300 focus:border-brand-700 focus:ring-brand-700",
    ),
    ...described(id, error, counted(value, maxLength)),
  };
}

/**
 * Near a capped field: its character count once it nears the cap, and a polite announcement when
 * a paste went past it (the browser keeps only what fits, which must not pass unnoticed).
 */
function useCap({ id, label, value, maxLength }: ValueProps) {
  const [notice, setNotice] = useState("");
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (maxLength === undefined) return;
    const element = event.currentTarget;
    const pasted = event.clipboardData.getData("text");
    const start = element.selectionStart ?? element.value.length;
    const end = element.selectionEnd ?? element.value.length;
    const room = maxLength - (element.value.length - (end - start));
    setNotice(pasted.length > room ? pastedPastCap(label, maxLength, pasted.length - room) : "");
  };
  const hint =
    maxLength === undefined ? null : (
      <>
        {counted(value, maxLength) && (
          <p id={countId(id)} className="mt-1.5 text-right text-sm text-slate-600 tabular-nums">
            {characterCount(value.length, maxLength)}
          </p>
        )}
        <p aria-live="polite" className="text-sm text-amber-800 empty:hidden">
          {value.length >= maxLength ? notice : ""}
        </p>
      </>
    );
  return { onPaste, hint };
}

export function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <>
          <span aria-hidden="true" className="text-red-700">
            {" *"}
          </span>
          <span className="sr-only">{formText.required}</span>
        </>
      )}
    </>
  );
}

/** A field's error, under it. app/globals.css gives it its alert mark, by its id's "-error". */
export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export function Field({
  id,
  label,
  required,
  error,
  className,
  children,
  hint,
}: FieldProps & { children: ReactNode; hint?: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        <LabelText label={label} required={required} />
      </label>
      {children}
      <ErrorText id={id} error={error} />
      {hint}
    </div>
  );
}

interface TextFieldProps extends ValueProps {
  type?: "text" | "email" | "tel" | "url";
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
}

export function TextField({ type = "text", inputMode, ...props }: TextFieldProps) {
  const { onPaste, hint } = useCap(props);
  return (
    <Field {...props} hint={hint}>
      <input type={type} inputMode={inputMode} onPaste={onPaste} {...control(props)} />
    </Field>
  );
}

export function TextArea({ rows = 4, ...props }: ValueProps & { rows?: number }) {
  const base = control(props);
  const { onPaste, hint } = useCap(props);
  return (
    <Field {...props} hint={hint}>
      <textarea
        rows={rows}
        onPaste={onPaste}
        {...base}
        className={cn(base.className, "resize-y")}
      />
    </Field>
  );
}
