/**
 * Unsent form drafts, so that a reload loses nothing (docs/forms.md). Stored in localStorage with
 * the time they were saved; where storage throws, is full or holds garbage, they live in memory
 * for the page.
 */
export const draftKeys = {
  home: "dunga:draft:home",
  quote: "dunga:draft:quote",
  contact: "dunga:draft:contact",
  /** One draft for every role's form: the visitor's details follow them from role to role. */
  application: "dunga:draft:application",
} as const;

/** A draft older than this is dropped: the visitor has long moved on. */
export const DRAFT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  values: unknown;
}

const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Access itself throws where storage is blocked (some privacy settings, sandboxed frames).
    return undefined;
  }
}

// Memory holds a draft only while storage refuses it, so it is newer than anything stored.
function read(key: string): string | null {
  const kept = memory.get(key);
  if (kept !== undefined) return kept;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The stored draft merged over `empty`: only the fields `empty` has, and only where the stored
 * value has the same type. Anything unreadable or older than DRAFT_TTL_MS gives `empty`.
 */
export function loadDraft<T extends object>(key: string, empty: T, now = Date.now()): T {
  let stored: unknown;
  try {
    const raw = read(key);
    if (!raw) return empty;
    stored = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (!isRecord(stored) || typeof stored.savedAt !== "number" || !isRecord(stored.values)) {
    return empty;
  }
  if (now - stored.savedAt > DRAFT_TTL_MS) {
    clearDraft(key);
    return empty;
  }

  const values = stored.values;
  const draft = { ...empty };
  for (const field of Object.keys(empty) as (keyof T)[]) {
    const value: unknown = values[field];
    const fallback = empty[field];
    const fits = Array.isArray(fallback) ? isStringArray(value) : typeof value === typeof fallback;
    if (fits) draft[field] = value as T[keyof T];
  }
  return draft;
}

export function saveDraft(key: string, values: object, now = Date.now()): void {
  const raw = JSON.stringify({ savedAt: now, values } satisfies StoredDraft);
  try {
    const target = storage();
    if (!target) throw new Error("No storage");
    target.setItem(key, raw);
    memory.delete(key);
  } catch {
    // Blocked or full: memory keeps the draft for this page.
    memory.set(key, raw);
  }
}

export function clearDraft(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing was stored there.
  }
}
