"use client";

import {
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type HTMLAttributes,
  type HTMLInputAutoCompleteAttribute,
  type ReactNode,
} from "react";
import { ChevronDown } from "lucide-react";

import { composition } from "@/components/ui/composition";
import { characterCount, formText, pastedPastCap } from "@/content/form-messages";
import type { Option } from "@/content/form-options";
import { cn } from "@/lib/cn";

interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
}

interface ValueProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** True while the form is sending: the value shown is the value sent. */
  readOnly?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
}

const labelClass = "mb-1.5 block text-sm font-medium text-slate-900";
const errorId = (id: string) => `${id}-error`;
const countId = (id: string) => `${id}-count`;
const described = (id: string, error?: string, counted = false) => {
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
function control({
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

function LabelText({ label, required }: { label: string; required?: boolean }) {
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
function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorId(id)} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function Field({
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

interface SelectFieldProps extends ValueProps {
  options: readonly Option[];
  placeholder: string;
}

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  // A select has no read-only state (the form ignores its changes while sending), and no length:
  // its value is one of its options.
  const base = control({ ...props, readOnly: undefined, maxLength: undefined });
  return (
    <Field {...props}>
      <div className="relative" {...composition}>
        <select
          {...base}
          aria-readonly={props.readOnly || undefined}
          // A long option cut short at 320 px ends in an ellipsis, not mid-letter.
          className={cn(base.className, "appearance-none truncate pr-10")}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        />
      </div>
    </Field>
  );
}

interface CheckboxGroupProps extends FieldProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly Option[];
}

/** A fieldset of checkboxes: the group has the id, each box adds its option's code to it. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { id, name, label, error, required, className, value, onChange, options } = props;
  const toggle = (code: string, checked: boolean) =>
    onChange(checked ? [...value, code] : value.filter((item) => item !== code));
  return (
    <fieldset id={id} className={className} {...described(id, error)}>
      <legend className={labelClass}>
        <LabelText label={label} required={required} />
      </legend>
      {/* Chips in balanced rows (the pill-rows utility), not a grid: a grid's cells either split
          a label ("Maintenance & / Support") or leave one option alone on the last row. On phones
          two equal columns of boxes, a label free to take two lines, and an odd last option
          across both: one chip a row made nine options a 460 px list, and free rows of one and
          of two zig-zagged. Every row as tall as the tallest, so a label on two lines does not
          make its row a different height from the rest. */}
      <div className="pill-rows max-sm:grid max-sm:auto-rows-fr max-sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border border-slate-300 bg-white py-2 pr-4 pl-3.5 text-sm whitespace-nowrap text-slate-900 transition-colors hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50 max-sm:rounded-xl max-sm:pr-3 max-sm:leading-snug max-sm:whitespace-normal max-sm:last:odd:col-span-2"
          >
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}
