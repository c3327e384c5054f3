// The villa's occupied nights for the two months the picker shows (SPEC 7 booked-dates call), with the nights a
// request was just refused for until the server has been asked again.
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiGet } from "../../../api/http.ts";
import { addMonths, eachNight, type IsoDate } from "../../../../domain/dates.ts";
import type { DatedStay } from "../../../../domain/stay-overlap.ts";
import { externalValue, useExternalValue } from "../../../ui/external-value.ts";

interface BookedDatesResponse {
  bookedDates: IsoDate[];
}

/** `YYYY-MM-01` of the month shown first and of the month after it (December rolls to January). */
export function shownMonths(firstMonth: IsoDate): [IsoDate, IsoDate] {
  const first = addMonths(firstMonth, 0);
  return [first, addMonths(first, 1)];
}

function bookedDatesPath(villaId: string, month: IsoDate): string {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  return `/bookings/villa/${encodeURIComponent(villaId)}/booked-dates?year=${year}&month=${monthNumber}`;
}

/**
 * Both months are asked for in parallel and merged. SPEC 7: a failure leaves the list empty
 * and tells the guest nothing — the server still refuses an overlapping request.
 */
export async function fetchBookedDates(villaId: string, firstMonth: IsoDate): Promise<IsoDate[]> {
  try {
    const answers = await Promise.all(
      // No retries: navigation is locked while this loads, and an empty list is the SPEC answer
      // to a failure (the next month shown asks again).
      shownMonths(firstMonth).map((month) =>
        apiGet<BookedDatesResponse>(bookedDatesPath(villaId, month), { retries: 0 }),
      ),
    );
    return [...new Set(answers.flatMap((answer) => answer.bookedDates))].sort();
  } catch {
    return [];
  }
}

/** Nights a request was refused for (409) lately, per villa, and when. */
export interface RefusedNights {
  nights: ReadonlySet<IsoDate>;
  at: number;
}

const EMPTY_REFUSALS: ReadonlyMap<string, RefusedNights> = new Map();
const refusals = externalValue<ReadonlyMap<string, RefusedNights>>(EMPTY_REFUSALS);

/**
 * After a request for `stay` was refused for its dates (409): its nights show as booked at once, in a picker that is
 * open or opens next, even before the server is asked again (each month of the villa is, now). The 409 says some of
 * the nights are taken, not which: a month's next answer from the server replaces the guess.
 */
export function markStayTaken(queryClient: QueryClient, villaId: string, stay: DatedStay): void {
  const before = refusals.get().get(villaId);
  const nights = new Set([...(before?.nights ?? []), ...eachNight(stay.checkIn, stay.checkOut)]);
  refusals.set(new Map(refusals.get()).set(villaId, { nights, at: Date.now() }));
  void queryClient.invalidateQueries({ queryKey: ["booked-dates", villaId] });
}

export function refusedNightsOf(villaId: string): RefusedNights | undefined {
  return refusals.get().get(villaId);
}

/** What the picker shows as booked: the server's answer, with the refused nights until an answer came after them. */
export function bookedNightsShown(
  answer: readonly IsoDate[] | undefined,
  answeredAt: number,
  refused: RefusedNights | undefined,
): IsoDate[] {
  const booked = answer ?? [];
  if (!refused || answeredAt >= refused.at) return [...booked];
  return [...new Set([...booked, ...refused.nights])].sort();
}

/** `YYYY-MM-01` of the month the picker opens on: the chosen check-in's, else `openOn`'s when it is ahead, else now. */
export function firstShownMonth(checkIn: IsoDate | null, openOn: IsoDate | null | undefined, today: IsoDate): IsoDate {
  return addMonths(checkIn && checkIn >= today ? checkIn : openOn && openOn > today ? openOn : today, 0);
}

/** The query of the booked nights the picker shows from `firstMonth` on: one key and fetch for the picker and its warm-up. */
export function bookedDatesQuery(villaId: string | undefined, firstMonth: IsoDate) {
  return queryOptions({
    queryKey: ["booked-dates", villaId, firstMonth.slice(0, 7)],
    queryFn: () => fetchBookedDates(villaId ?? "", firstMonth),
    // Someone else may book meanwhile; a fresh look each time the picker opens is cheap.
    staleTime: 30_000,
  });
}

/** Booked nights around `firstMonth`; `isLoading` while the villa id or the answer is awaited. */
export function useBookedDates(villaId: string | undefined, firstMonth: IsoDate, villaIdLoading: boolean) {
  const query = useQuery({ ...bookedDatesQuery(villaId, firstMonth), enabled: villaId !== undefined });
  const refused = useExternalValue(refusals, EMPTY_REFUSALS).get(villaId ?? "");
  const booked = useMemo(
    () => bookedNightsShown(query.data, query.dataUpdatedAt, refused),
    [query.data, query.dataUpdatedAt, refused],
  );
  return {
    booked,
    isLoading: villaIdLoading || (villaId !== undefined && query.isPending),
    updatedAt: query.dataUpdatedAt,
  };
}
