// A dialog as a bottom sheet on a phone (the back office's booking actions, "confirm and reject are large buttons with
// a confirmation sheet", and the owner's calendar's range sheet): below the sm breakpoint it spans the width and rests on the bottom edge, where the thumb
// already is; from sm up it is the usual centred dialog. Everything else (focus trap, Esc, backdrop, focus
// return) is ui/dialog.tsx's; only the <dialog>'s own box is restyled, from this wrapper, because Dialog takes
// classes for its content only.
import { Dialog, type DialogProps } from "./dialog.tsx";

const SHEET_ON_PHONES =
  "contents max-sm:[&>dialog]:mb-0 max-sm:[&>dialog]:w-full max-sm:[&>dialog]:max-w-none max-sm:[&>dialog]:rounded-b-none";

export function BottomSheet(props: DialogProps) {
  return (
    <div className={SHEET_ON_PHONES}>
      <Dialog {...props} />
    </div>
  );
}
