// The home teaser's guest choice stops at the main villa's own maximum (issue 21): the prerendered page offers the
// seeded villa's figure for a fast first paint, then the hydrated teaser reads the main villa and offers no more
// guests than it sleeps, so the booking page never refuses the count. The villa's answer is changed in flight
// (the shared database's villa stays as other specs expect it).
import { expect, test, waitForPage } from "./fixtures.ts";

const MAIN_VILLA = /\/api\/villas\/[0-9a-f-]{36}\?lang=en$/;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("after hydration the teaser offers as many guests as the main villa sleeps, not the prerendered figure", async ({
  page,
  request,
  pageErrors,
}) => {
  // The first paint: the prerendered page's figure, with no API call.
  const html = await (await request.get("/en")).text();
  expect(html).toContain(">10 guests</option>");

  let asked = 0;
  await page.route(MAIN_VILLA, async (route) => {
    asked += 1;
    const response = await route.fetch();
    const body = (await response.json()) as { data: { maxGuests: number } };
    body.data.maxGuests = 4;
    await route.fulfill({ response, json: body });
  });
  await page.goto("/en");
  await waitForPage(page);
  const teaser = page.getByRole("region", { name: "Choose your dates, the villa is yours" });
  const guests = teaser.getByLabel("Guests");
  await expect(guests.locator("option")).toHaveCount(4);
  await expect(guests.locator("option").last()).toHaveText("4 guests");
  expect(asked).toBe(1);
  await expect(guests).toHaveValue("2");
  await guests.selectOption("4");
  await expect(teaser.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/en/booking?guests=4");
  expect(pageErrors.list()).toEqual([]);
});
