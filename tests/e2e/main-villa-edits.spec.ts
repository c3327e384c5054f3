// An owner's edit of the main villa shows in the next server-rendered booking page (src/server/web/booking-page.ts).
// It changes the villa every other spec shows, so it runs with the site-settings specs, after all the others
// (playwright.config.ts).
import { signInAdmin, staffApi } from "./admin-session.ts";
import { expect, test } from "./fixtures.ts";
import { firstVilla } from "./session.ts";

interface Villa {
  id: string;
  description: string | null;
}

test("an admin's edit of the villa is in the next server-rendered page", async ({ request }) => {
  const villa = await firstVilla<Villa>(request);
  const admin = await signInAdmin(request);
  const edited = `A renovated villa, checked at ${Date.now()}.`;
  expect(await (await request.get("/en/booking")).text()).not.toContain(edited);
  try {
    await staffApi(request, admin, "PUT", `/villas/${villa.id}`, { description: edited });
    expect(await (await request.get("/en/booking")).text()).toContain(edited);
  } finally {
    await staffApi(request, admin, "PUT", `/villas/${villa.id}`, { description: villa.description });
  }
});
