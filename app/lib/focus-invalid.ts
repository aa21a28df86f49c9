import { type RefObject, useCallback, useEffect, useState } from "react";

/**
 * Spec §5: a form found invalid is marked and its first marked field takes the focus. The marks
 * are state, set after an `await` (the checking schema loads on demand), so they are committed on
 * React's schedule, not before the next frame: the focus moves in an effect, after the commit
 * that drew them. A frame callback could run first on a busy phone and find nothing marked.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [requests, form]);
  return useCallback(() => setRequests((n) => n + 1), []);
}
