// What a form keeps about its fields' problems: the message shown under each field, and each field's control, so the
// form can move the focus to the first problem. A field's problem goes as soon as it is edited.
import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from "react";

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

  /**
   * A text field's props when the form keeps its values as one object of strings: it shows `values[field]`, typing
   * sets it and clears the field's problem, the problem shows under it and its control can take the focus.
   */
  const bindField = <F extends Field, V extends Record<F, string>>(
    field: F,
    values: V,
    setValues: Dispatch<SetStateAction<V>>,
  ) => ({
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearProblem(field);
    },
    error: problems[field],
    inputRef: controlRef(field),
  });

  return { problems, setProblems, showProblems, clearProblem, controlRef, focusField, bindField };
}
