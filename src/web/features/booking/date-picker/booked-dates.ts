// The villa's occupied nights for the two months the picker shows (SPEC 7 booked-dates call).
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../api/http.ts";
import { addMonths, type IsoDate } from "../../../../domain/dates.ts";

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

/** Booked nights around `firstMonth`; `isLoading` while the villa id or the answer is awaited. */
export function useBookedDates(villaId: string | undefined, firstMonth: IsoDate, villaIdLoading: boolean) {
  const query = useQuery({
    queryKey: ["booked-dates", villaId, firstMonth.slice(0, 7)],
    queryFn: () => fetchBookedDates(villaId ?? "", firstMonth),
    enabled: villaId !== undefined,
    // Someone else may book meanwhile; a fresh look each time the picker opens is cheap.
    staleTime: 30_000,
  });
  return {
    booked: query.data ?? [],
    isLoading: villaIdLoading || (villaId !== undefined && query.isPending),
    updatedAt: query.dataUpdatedAt,
  };
}
