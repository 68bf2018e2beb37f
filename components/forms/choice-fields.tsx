"use client";

// The fields that choose from a list: a select and a group of checkboxes, for the forms that have
// them (quote, contact, application), built on the shared pieces of ./field.tsx.
import { ChevronDown } from "lucide-react";

import { composition } from "@/components/ui/composition";
import type { Option } from "@/content/form-options";
import { cn } from "@/lib/cn";

import {
  control,
  described,
  ErrorText,
  Field,
  LabelText,
  labelClass,
  type FieldProps,
  type ValueProps,
} from "./field";

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
