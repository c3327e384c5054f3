// What a visitor does on a prerendered page before an island is hydrated is not lost (a slow phone, a late script):
// on a phone-size page with the CPU slowed down, each test holds back an island's code (or the page's script) until
// it has typed, chosen or tapped, then lets the island hydrate and checks that the island took all of it.
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 360, height: 740 } });

// The contact page's map asks for tiles once it nears the screen; a blank one answers (no internet here).
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test.beforeEach(async ({ page }) => {
  await page.route("https://tile.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "image/png", body: BLANK_TILE }),
  );
  // As a mid-range phone: hydration takes its time.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
});

/** A script of the build, by the module it was made from (Vite names the chunk after it). */
function chunk(name: string): RegExp {
  return new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
}

interface HeldScript {
  /** Whether the browser has asked for it (an island's code is asked for when it is to be hydrated). */
  requested(): boolean;
  release(): void;
}

/** Holds the answer to the browser's request for a script until the test releases it. */
async function holdScript(page: Page, script: RegExp): Promise<HeldScript> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(script, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

/** The island is not hydrated yet: its code is held, so nothing the visitor does can have reached React. */
async function expectNotHydrated(page: Page, island: string, held: HeldScript): Promise<void> {
  await expect.poll(held.requested).toBe(true);
  await expect(page.locator(`[data-island="${island}"]`)).not.toHaveAttribute("data-island-live");
}

async function waitForComplete(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-app-complete", "");
}

async function storedMessages(page: Page) {
  const login = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  const { accessToken } = (await login.json()).data as { accessToken: string };
  const list = await page.request.get("/api/messages?limit=100", {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (await list.json()).data as Record<string, unknown>[];
}

test("the contact form keeps what was typed and sends it when Send was pressed before it was hydrated", async ({
  page,
  pageErrors,
}) => {
  const held = await holdScript(page, chunk("contact-form"));
  await page.goto("/en/contact", { waitUntil: "domcontentloaded" });
  // The page responds (its header is hydrated); the form further down is not.
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").pressSequentially("Early Bird");
  await form.getByLabel("Email").fill("early.contact@example.com");
  await form.getByLabel(/^Subject/).fill("Before the page was ready");
  await form.getByLabel("Message").pressSequentially("Typed on a slow phone.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectNotHydrated(page, "contact-form", held);

  held.release();
  await expect(form.getByRole("status")).toContainText("Message sent successfully!");
  await expect(form.getByLabel("Name")).toHaveValue("");
  expect((await storedMessages(page)).find((message) => message.email === "early.contact@example.com")).toMatchObject({
    kind: "CONTACT",
    name: "Early Bird",
    subject: "Before the page was ready",
    message: "Typed on a slow phone.",
  });
  expect(pageErrors.list()).toEqual([]);
});

test("the contact form keeps what was typed before the page's script arrived", async ({ page, pageErrors }) => {
  // The page's own script: no island is hydrated, the header included.
  const held = await holdScript(page, chunk("site-main"));
  await page.goto("/en/contact", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Slow Script");
  await form.getByLabel("Email").fill("slow.script@example.com");
  await form.getByLabel("Message").pressSequentially("Nothing had loaded yet.");
  await expect.poll(held.requested).toBe(true);
  await expect(page.locator("html")).not.toHaveAttribute("data-app-ready", "");
  // Only the page's inline script (allowed by its hash in the Content-Security-Policy) has run, and kept the focus.
  expect(
    await page.evaluate(() => (window as unknown as { __earlyInput: Event[] }).__earlyInput.map((event) => event.type)),
  ).toContain("focusin");

  held.release();
  await waitForComplete(page);
  await expect(form.getByLabel("Message")).toHaveValue("Nothing had loaded yet.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toContainText("Message sent successfully!");
  expect((await storedMessages(page)).find((message) => message.email === "slow.script@example.com")).toMatchObject({
    name: "Slow Script",
    message: "Nothing had loaded yet.",
  });
  expect(pageErrors.list()).toEqual([]);
});

test("the question form keeps the text, the choice and the consent given before it was hydrated", async ({
  page,
  pageErrors,
}) => {
  const held = await holdScript(page, chunk("question-form"));
  await page.goto("/en/practical-info", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  const form = page.getByRole("form", { name: "Still have a question?" });
  await form.getByLabel("Name").pressSequentially("Early Question");
  await form.getByLabel("Email").fill("early.question@example.com");
  await form.getByLabel("How did you hear about us?").selectOption("instagram");
  await form.getByLabel("Your question").fill("Is the pool heated in January?");
  await form.getByRole("checkbox", { name: /privacy policy/ }).check();
  await expectNotHydrated(page, "question-form", held);

  held.release();
  await waitForComplete(page);
  await form.getByRole("button", { name: "Send Question" }).click();
  await expect(form.getByRole("status")).toContainText("Message sent successfully!");
  expect((await storedMessages(page)).find((message) => message.email === "early.question@example.com")).toMatchObject({
    kind: "QUESTION",
    name: "Early Question",
    source: "instagram",
    message: "Is the pool heated in January?",
    consentAt: expect.any(String),
  });
  expect(pageErrors.list()).toEqual([]);
});

test("a services tab tapped before the filter was hydrated ends selected", async ({ page, pageErrors }) => {
  const held = await holdScript(page, chunk("service-filter"));
  await page.goto("/en/services", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  const wellness = page.getByRole("tab", { name: "Wellness" });
  await wellness.click();
  await expectNotHydrated(page, "service-filter", held);

  held.release();
  await waitForComplete(page);
  await expect(wellness).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText([
    "Massage at the Villa",
    "Traditional Hammam & Spa",
  ]);
  expect(pageErrors.list()).toEqual([]);
});

test("a practical-info tab tapped before the tabs were hydrated ends selected, and in the address", async ({
  page,
  pageErrors,
}) => {
  const held = await holdScript(page, chunk("practical-categories"));
  await page.goto("/en/practical-info", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  await page.getByRole("tab", { name: "Location" }).click();
  await expectNotHydrated(page, "practical-categories", held);

  held.release();
  await waitForComplete(page);
  await expect(page.getByRole("tab", { name: "Location" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/en\/practical-info\?tab=location$/);
  expect(pageErrors.list()).toEqual([]);
});

test("arrow keys on the practical-info tabs before they were hydrated move the selection", async ({
  page,
  pageErrors,
}) => {
  const held = await holdScript(page, chunk("practical-categories"));
  await page.goto("/en/practical-info", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  // The selected tab is the list's one tab stop.
  await page.getByRole("tab", { name: "Your Accommodation" }).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expectNotHydrated(page, "practical-categories", held);

  held.release();
  await waitForComplete(page);
  const activities = page.getByRole("tab", { name: "Activities in Hurghada" });
  await expect(activities).toHaveAttribute("aria-selected", "true");
  await expect(activities).toBeFocused();
  expect(pageErrors.list()).toEqual([]);
});

test("the teaser's guests chosen before it was hydrated go with Book Now", async ({ page, pageErrors }) => {
  const held = await holdScript(page, chunk("booking-teaser"));
  await page.goto("/en", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  const teaser = page.getByRole("region", { name: "Choose your dates, the villa is yours" });
  await teaser.getByLabel("Guests").selectOption("5");
  await expectNotHydrated(page, "booking-teaser", held);

  held.release();
  await waitForComplete(page);
  await expect(teaser.getByLabel("Guests")).toHaveValue("5");
  await expect(teaser.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/en/booking?guests=5");
  expect(pageErrors.list()).toEqual([]);
});

test("the header's menu tapped before the header was hydrated opens", async ({ page, pageErrors }) => {
  // The header comes with what every islands page starts with (build/app-start-chunk.ts).
  const held = await holdScript(page, chunk("site-start"));
  await page.goto("/en/about", { waitUntil: "domcontentloaded" });
  const button = page.getByRole("button", { name: "Open menu" });
  const menu = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await button.click();
  await expectNotHydrated(page, "site-header", held);
  await expect(menu).toBeHidden();

  held.release();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  expect(pageErrors.list()).toEqual([]);
});
