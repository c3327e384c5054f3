// ARIA tabs (WAI-ARIA Authoring Practices): one tab stop for the whole list, arrow keys move and select,
// Home/End jump to the ends, and the selected tab controls the one panel shown.
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  /** Accessible name of the tab list ("Service categories"). */
  label: string;
  items: readonly TabItem<Id>[];
  value: Id;
  onChange: (id: Id) => void;
  /** Vertical for a sidebar: Up/Down move instead of Left/Right. */
  orientation?: "horizontal" | "vertical";
  className?: string;
  listClassName?: string;
  panelClassName?: string;
}

export function Tabs<Id extends string = string>({
  label,
  items,
  value,
  onChange,
  orientation = "horizontal",
  className,
  listClassName,
  panelClassName,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const selected = items.find((item) => item.id === value) ?? items[0];

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === selected?.id);
    // In a right-to-left page the "next" tab is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const next = orientation === "vertical" ? "ArrowDown" : rtl ? "ArrowLeft" : "ArrowRight";
    const previous = orientation === "vertical" ? "ArrowUp" : rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === next) select(index + 1);
    else if (event.key === previous) select(index - 1);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(items.length - 1);
    else return;
    event.preventDefault();
  }

  const vertical = orientation === "vertical";
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        onKeyDown={onKeyDown}
        className={
          listClassName ??
          (vertical
            ? "flex flex-col gap-1"
            : "-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:mx-0 md:flex-wrap md:justify-center md:px-0")
        }
      >
        {items.map((item) => {
          const isSelected = item.id === selected?.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              // Only the shown panel exists in the document, so only its tab points at it.
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(item.id)}
              className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                vertical ? "justify-start rounded-xl text-start whitespace-normal" : ""
              } ${isSelected ? "bg-sea-700 text-white" : "bg-white text-sea-900 ring-1 ring-sea-100 hover:bg-sea-50"}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={panelId(selected.id)}
          aria-labelledby={tabId(selected.id)}
          // The panel is reachable by Tab even when it holds no focusable element.
          tabIndex={0}
          className={panelClassName ?? "mt-6"}
        >
          {selected.panel}
        </div>
      ) : null}
    </div>
  );
}
