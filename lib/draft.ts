/** Unsent form drafts in localStorage, so that a reload loses nothing (docs/forms.md). */
export const draftKeys = {
  quote: "dunga:draft:quote",
  contact: "dunga:draft:contact",
} as const;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Access itself throws where storage is blocked (some privacy settings, sandboxed frames).
    return undefined;
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * The stored draft merged over `empty`: only the fields `empty` has, and only where the stored
 * value has the same type. Anything unreadable gives `empty`.
 */
export function loadDraft<T extends object>(key: string, empty: T): T {
  let stored: unknown;
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return empty;
    stored = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return empty;

  const draft = { ...empty };
  for (const field of Object.keys(empty) as (keyof T)[]) {
    const value: unknown = (stored as Record<PropertyKey, unknown>)[field];
    const fallback = empty[field];
    const fits = Array.isArray(fallback) ? isStringArray(value) : typeof value === typeof fallback;
    if (fits) draft[field] = value as T[keyof T];
  }
  return draft;
}

export function saveDraft(key: string, values: object): void {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
