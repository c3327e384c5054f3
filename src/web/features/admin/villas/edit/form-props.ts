// What every section of the villa edit form receives: the values, a setter per field, the translated problem of
// each field, and a way to register a field's control so a failed save can move the focus to it.
import type { VillaField, VillaFormValues } from "./villa-form-values.ts";

export type SetVillaField = <K extends VillaField>(field: K, value: VillaFormValues[K]) => void;

export interface SectionProps {
  values: VillaFormValues;
  set: SetVillaField;
  errors: Partial<Record<VillaField, string>>;
  controlRef: (field: VillaField) => (element: HTMLElement | null) => void;
}
