// The words for a message's kind and for where a question's sender heard of the villa (the options of the
// practical-info form, same msgids so the translations are shared).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MessageKind, MessageSource } from "../../../../domain/message-rules.ts";

export const KIND_LABELS: Record<MessageKind, MessageDescriptor> = {
  CONTACT: msg`Contact message`,
  QUESTION: msg`Practical-info question`,
};

export const SOURCE_LABELS: Record<MessageSource, MessageDescriptor> = {
  airbnb: msg`Airbnb`,
  booking: msg`Booking.com`,
  instagram: msg`Instagram`,
  facebook: msg`Facebook`,
  google: msg`Google search`,
  recommendation: msg`Recommendation from a friend`,
  other: msg`Other`,
};
