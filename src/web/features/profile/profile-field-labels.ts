// One label per profile field, shared by the overview, the completeness hint and the edit form.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ProfileField } from "./profile-form-values.ts";

export const PROFILE_FIELD_LABELS: Record<ProfileField, MessageDescriptor> = {
  email: msg`Email address`,
  fullName: msg`Full name`,
  phone: msg`Phone number`,
  dateOfBirth: msg`Date of birth`,
};
