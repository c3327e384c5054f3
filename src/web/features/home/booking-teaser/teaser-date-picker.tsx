// The teaser's date picker with the villa whose booked nights it greys out, loaded when a guest opens it: the home
// page itself carries neither the calendar nor the data layer it reads the villa through.
import type { IsoDate } from "../../../../domain/dates.ts";
import { DateRangePicker, type ChosenStay } from "../../../shared/booking/date-picker/date-range-picker.tsx";
import { useFirstVillaId } from "../../../shared/booking/date-picker/first-villa.ts";
import { WithQueryClient } from "../../../site/with-query-client.tsx";

export interface TeaserDatePickerProps {
  onClose: () => void;
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  onConfirm: (stay: ChosenStay) => void;
}

function PickerForFirstVilla(props: TeaserDatePickerProps) {
  const { villaId, isLoading } = useFirstVillaId(true);
  return <DateRangePicker open villaId={villaId} villaIdLoading={isLoading} {...props} />;
}

export default function TeaserDatePicker(props: TeaserDatePickerProps) {
  return (
    <WithQueryClient>
      <PickerForFirstVilla {...props} />
    </WithQueryClient>
  );
}
