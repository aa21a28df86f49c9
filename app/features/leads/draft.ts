/**
 * What a visitor typed in a form, kept for the browser tab so that switching language (a full
 * page load of the other language's URL) doesn't lose it: decision 025. Session storage only:
 * it never leaves the device, ends with the tab, and is dropped once the form is sent.
 */
const PREFIX = "marea:draft:";

export type Draft = Record<string, string>;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the form's text fields and lists (never hidden ones such as the honeypot). */
export function saveDraft(key: string, form: HTMLFormElement): void {
  const draft: Draft = {};
  for (const field of form.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >("input:not([type=hidden]):not([type=radio]):not([tabindex='-1']), textarea, select")) {
    if (field.name && field.value) draft[field.name] = field.value;
  }
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only the draft is not kept.
  }
}

export function readDraft(key: string): Draft | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    const value: unknown = text ? JSON.parse(text) : null;
    if (typeof value !== "object" || value === null) return null;
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Writes a draft back into the form's fields (after hydration, so the markup still matches). */
export function restoreDraft(form: HTMLFormElement, draft: Draft): void {
  for (const [name, value] of Object.entries(draft)) {
    const field = form.elements.namedItem(name);
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      field.value = value;
    }
  }
}
