// Practical info's tab in the query (src/web/features/practical-info/practical-categories.tsx): a category can be
// linked to with ?tab=, and anything else opens the first one rather than an error.
import { describe, expect, it } from "vitest";
import { tabOfSearch } from "../../src/web/features/practical-info/practical-categories.tsx";

describe("tabOfSearch", () => {
  it("opens the category the query names", () => {
    expect(tabOfSearch("?tab=location")).toBe("location");
    expect(tabOfSearch("?x=1&tab=entertainment")).toBe("entertainment");
  });

  it.each(["", "?tab=", "?tab=spa", "?tab=LOCATION", "?tab=<script>"])("opens the first category for %j", (search) => {
    expect(tabOfSearch(search)).toBe("accommodation");
  });
});
