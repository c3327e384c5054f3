// What a form keeps about its fields' problems: the message shown under each field, and each field's control, so the
// form can move the focus to the first problem. A field's problem goes as soon as it is edited.
import { useCallback, useRef, useState } from "react";

export function useFieldProblems<Field extends string>() {
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const controls = useRef(new Map<Field, HTMLElement>());

  const clearProblem = useCallback(
    (field: Field) =>
      setProblems((current) => {
        if (current[field] === undefined) return current;
        const next = { ...current };
        delete next[field];
        return next;
      }),
    [],
  );
  /** For a field's `inputRef`. */
  const controlRef = (field: Field) => (element: HTMLElement | null) => {
    if (element) controls.current.set(field, element);
    else controls.current.delete(field);
  };
  const focusField = (field: Field) => controls.current.get(field)?.focus();
  /** Shows each field's problem and moves the focus to the first in the form's `order`, not the rules' order. */
  const showProblems = (marked: Partial<Record<Field, string>>, order: readonly Field[]) => {
    setProblems(marked);
    const first = order.find((field) => marked[field] !== undefined);
    if (first) requestAnimationFrame(() => focusField(first));
  };

  return { problems, setProblems, showProblems, clearProblem, controlRef, focusField };
}
