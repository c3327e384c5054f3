// The rates page's own pieces (DESIGN 7.1): the weekday choice is one labelled group in the language's week order,
// each day named in full for screen readers, its problem describing the group; the example panel prices a stay with
// the domain's quote as the form types it, and says so when a field is broken instead of showing an old price.
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { defaultPricing } from "../../src/domain/rates/villa-pricing.ts";
import { StayExamplePanel } from "../../src/web/features/admin/villas/rates/stay-example-panel.tsx";
import { WeekdayPicker } from "../../src/web/features/admin/villas/rates/weekday-picker.tsx";
import { renderComponent } from "./render.tsx";

function Picker({ error }: { error?: string }) {
  const [days, setDays] = useState<number[]>([5, 6]);
  return (
    <>
      <WeekdayPicker legend="Weekend nights" value={days} onChange={setDays} error={error} />
      <output data-testid="days">{days.join(",")}</output>
    </>
  );
}

describe("the weekday choice", () => {
  it("lists the week as Russian calendars do, Monday first, and toggles days in number order", async () => {
    const { getByRole, getByTestId, user } = await renderComponent(<Picker />, { language: "ru" });
    const group = getByRole("group", { name: "Weekend nights" });
    const boxes = [...group.querySelectorAll("input[type=checkbox]")];
    expect(boxes).toHaveLength(7);
    expect(getByRole("checkbox", { name: "понедельник" })).toBe(boxes[0]);
    expect(getByRole("checkbox", { name: "воскресенье" })).toBe(boxes[6]);
    expect(getByRole("checkbox", { name: "пятница" })).toBeChecked();
    await user.click(getByRole("checkbox", { name: "воскресенье" }));
    await user.click(getByRole("checkbox", { name: "пятница" }));
    expect(getByTestId("days")).toHaveTextContent("0,6");
  });

  it("describes the group with its problem", async () => {
    const { getByRole } = await renderComponent(<Picker error="Choose at least one arrival day" />);
    const group = getByRole("group", { name: "Weekend nights" });
    expect(group).toHaveAccessibleDescription("Choose at least one arrival day");
    expect(group).toHaveAttribute("aria-invalid", "true");
  });
});

describe("the example panel", () => {
  it("prices 7 nights for 2 guests with the rates as typed", async () => {
    const pricing = { ...defaultPricing(100, 6), cleaningFee: 50, serviceFeePercent: 0, weeklyDiscountPercent: 10 };
    const { getByTestId } = await renderComponent(
      <StayExamplePanel pricing={pricing} seasons={[]} maxGuests={6} dirty />,
    );
    // 7 × 100, less 10 %, plus 50 cleaning.
    expect(getByTestId("stay-example")).toHaveTextContent(
      /A stay of 7 nights for 2 guests, arriving on .+, costs €680\./,
    );
    expect(getByTestId("stay-example")).toHaveTextContent("Discount (10%)−€70");
  });

  it("asks for the broken field to be corrected instead of showing a price", async () => {
    const { getByTestId } = await renderComponent(<StayExamplePanel pricing={null} seasons={[]} maxGuests={6} dirty />);
    expect(getByTestId("stay-example")).toHaveTextContent("Correct the marked fields to see the price of a stay.");
  });
});
