// What a failed queued request says on screen (the outbox list, the booking card). A booking refused for its dates
// is told apart by the guest's own open stays: theirs, or someone else's. Until those are known (a look-up on its
// way) the reason is held back rather than shown wrong for a moment.
import { useLingui } from "@lingui/react/macro";
import { ownStayOverlapping, useOwnStays } from "../../shared/my-stays/own-stays.ts";
import { isDatesRefusal, replayFailureKind, replayFailureText, type ReplayFailureKind } from "./replay-failure.ts";
import type { OutboxItem } from "./use-outbox.ts";

export interface ReplayFailureView {
  kind: ReplayFailureKind;
  title: string;
  /** Null while it is not yet known whose booking took the dates. */
  description: string | null;
}

/** Null unless `item` failed. */
export function useReplayFailure(item: OutboxItem | null): ReplayFailureView | null {
  const { i18n } = useLingui();
  const datesRefused = item !== null && item.state === "failed" && isDatesRefusal(item.request, item.error);
  const own = useOwnStays(datesRefused);
  if (!item || item.state !== "failed") return null;
  const { request, error } = item;
  const held =
    datesRefused && request.kind === "booking" && ownStayOverlapping(own.stays, request.body.villaId, request) !== null;
  const text = replayFailureText(i18n, request, error, held);
  return {
    kind: replayFailureKind(request, error, held),
    title: text.title,
    description: datesRefused && !own.settled ? null : text.description,
  };
}
