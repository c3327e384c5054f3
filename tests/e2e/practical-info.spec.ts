// Practical info (SPEC 2): the four category tabs with numbered sub-sections in two languages, keyboard
// operation and deep links, times per language, and the question form (SPEC 5) stored through the API.
import { axeViolations } from "./axe.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN } from "./accounts.ts";
import { expect, test, waitForPage } from "./fixtures.ts";

const TABS = {
  en: ["Your Accommodation", "Location", "Activities in Hurghada", "Entertainment in Hurghada"],
  fr: ["Votre hébergement", "Emplacement", "Activités à Hurghada", "Divertissements à Hurghada"],
} as const;

const ACCOMMODATION_SECTIONS = [
  "1.1 What is included",
  "1.2 Not included",
  "1.3 Booking conditions",
  "1.4 House rules",
];

interface StoredMessage {
  kind: string;
  name: string;
  email: string;
  source: string | null;
  message: string;
  language: string;
  consentAt: string | null;
}

/** The owner's view: sign in as the e2e admin and read the newest messages. */
async function storedMessages(request: APIRequestContext): Promise<StoredMessage[]> {
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()).data as { accessToken: string };
  const list = await request.get("/api/messages?limit=100", { headers: { authorization: `Bearer ${accessToken}` } });
  expect(list.status()).toBe(200);
  return (await list.json()).data as StoredMessage[];
}

const questionForm = (page: Page) => page.getByRole("form", { name: "Still have a question?" });

test.describe("the practical information page", () => {
  // One browser page walks the page's parts: the English page is loaded once for the checks that only read it or
  // work its own tabs (the ones that leave it come last), then the other addresses.
  test("its tabs, sub-sections, keyboard, deep links, call to action and languages, and axe finds nothing", async ({
    page,
    pageErrors,
  }) => {
    test.slow();
    await test.step("axe finds no violations", async () => {
      await page.goto("/en/practical-info");
      await waitForPage(page);
      expect(await axeViolations(page)).toEqual([]);
    });
    await test.step("moves between tabs with the keyboard and keeps the tab in the URL", async () => {
      const tabs = page.getByRole("tablist").getByRole("tab");
      await tabs.first().focus();

      await page.keyboard.press("ArrowDown");
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/\?tab=location$/);
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText("2. Location");
      await expect(panel.getByRole("heading", { level: 3 })).toHaveText(["2.1 Getting there", "2.2 The destination"]);
      await expect(panel.getByText(/about 25 minutes from the villa by car/)).toBeVisible();
      await expect(panel.getByText(/about 200–300 Egyptian pounds/)).toBeVisible();

      await page.keyboard.press("End");
      await expect(tabs.nth(3)).toBeFocused();
      await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
        "4.1 Festivals by the Red Sea",
        "4.2 Diving competitions",
        "4.3 Cultural nights",
        "4.4 Ramadan",
      ]);
      await page.keyboard.press("ArrowDown");
      await expect(tabs.first()).toBeFocused();
      await expect(page).toHaveURL(/\/en\/practical-info$/);
      await page.keyboard.press("ArrowUp");
      await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

      // Tab from the tab list reaches the panel.
      await page.keyboard.press("Tab");
      await expect(panel).toBeFocused();
    });
    await test.step("shows the four categories as tabs with numbered sub-sections", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Practical information");
      await expect(page).toHaveTitle("Practical information · Red Sea Villa");

      const tablist = page.getByRole("tablist", { name: "Practical information categories" });
      const tabs = tablist.getByRole("tab");
      await expect(tabs).toHaveCount(4);
      for (const [index, name] of TABS.en.entries()) await expect(tabs.nth(index)).toContainText(name);
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText("1. Your Accommodation");
      const anchors = panel.getByRole("navigation", { name: "In this section" }).getByRole("link");
      await expect(anchors).toHaveText(ACCOMMODATION_SECTIONS);
      await expect(panel.getByRole("heading", { level: 3 })).toHaveText(ACCOMMODATION_SECTIONS);

      // SPEC 9 conditions, with English times.
      await expect(panel.getByText(/A 50% deposit is due within 3 days of our confirmation/)).toBeVisible();
      await expect(panel.getByText(/From 3:00\sPM on the day of arrival/)).toBeVisible();
      await expect(panel.getByText(/Until 11:00\sAM on the day of departure/)).toBeVisible();
      await expect(panel.getByText(/Quiet hours are from 10:00\sPM to 8:00\sAM/)).toBeVisible();
      await expect(panel.getByText(/at most 10 guests/)).toBeVisible();

      // An in-panel anchor leads to its sub-section.
      await anchors.filter({ hasText: "House rules" }).click();
      await expect(page).toHaveURL(/#accommodation-house-rules$/);
      await expect(page.getByRole("heading", { name: "1.4 House rules" })).toBeInViewport();
    });
    await test.step("the call to action leads to booking and contact and shows the support details", async () => {
      const cta = page.getByRole("region", { name: "Ready to plan your stay?" });
      await expect(cta.getByRole("link", { name: "Book now" })).toHaveAttribute("href", "/en/booking");
      await expect(cta.getByRole("link", { name: /^\+20/ })).toHaveAttribute("href", /^tel:\+20/);
      await expect(cta.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
      await expect(cta.getByText("Every day, 8 am – 10 pm (Egypt time)")).toBeVisible();
      await cta.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(/\/en\/contact$/);
    });
    await test.step("opens the category of a deep link, and news cards lead to their sub-section", async () => {
      await page.goto("/en/practical-info?tab=activities");
      await waitForPage(page);
      await expect(page.getByRole("tab", { name: /Activities in Hurghada/ })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText([
        "3.1 Hurghada Marina",
        "3.2 El Dahar, the old town",
        "3.3 El Gouna",
        "3.4 Desert safari",
      ]);

      const news = page.getByRole("region", { name: "News from Hurghada" });
      await expect(news.getByRole("article")).toHaveCount(3);
      await news
        .getByRole("article", { name: "Travelling during Ramadan" })
        .getByRole("link", { name: "Read more" })
        .click();
      await expect(page).toHaveURL(/\?tab=entertainment#entertainment-ramadan$/);
      await expect(page.getByRole("heading", { name: "4.4 Ramadan" })).toBeInViewport();

      await news.getByRole("link", { name: "View all" }).click();
      await expect(page).toHaveURL(/\/en#blog-title$/);
    });
    await test.step("speaks French, with French times", async () => {
      await page.goto("/fr/practical-info");
      await waitForPage(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Informations pratiques");
      const tabs = page.getByRole("tablist").getByRole("tab");
      for (const [index, name] of TABS.fr.entries()) await expect(tabs.nth(index)).toContainText(name);
      await expect(page.getByRole("tabpanel").getByText(/15:00/).first()).toBeVisible();
      await expect(page.getByRole("tabpanel").getByText(/PM/)).toHaveCount(0);
    });
    expect(pageErrors.list()).toEqual([]);

    // Its form's own messages in German; the English one is sent for real below.
    await test.step("the question form speaks the page's language", async () => {
      await page.goto("/de/practical-info");
      await waitForPage(page);
      const form = page.getByRole("form", { name: "Noch Fragen?" });
      await form.getByRole("button", { name: "Frage senden" }).click();
      await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Bitte geben Sie Ihren Namen ein");
      await expect(form.getByRole("combobox").locator("option").first()).toHaveText("Bitte wählen Sie eine Option");
    });
  });
});

test.describe("the question form", () => {
  test("rejects bad input with the rules' messages, then stores a valid question", async ({
    page,
    pageErrors,
    request,
  }) => {
    await page.goto("/en/practical-info");
    await waitForPage(page);
    const form = questionForm(page);
    const name = form.getByLabel("Name");
    const email = form.getByLabel("Email");
    const source = form.getByLabel("How did you hear about us?");
    const question = form.getByLabel("Your question");
    const consent = form.getByRole("checkbox", { name: /privacy policy/ });
    const send = form.getByRole("button", { name: "Send Question" });

    await expect(source.locator("option").first()).toHaveText("Please select an option");
    await expect(source.locator("option")).toHaveCount(8);
    await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/en/privacy");

    // Everything empty: one message per field, the first field focused.
    let posts = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/messages") && r.method() === "POST") posts++;
    });
    await send.click();
    await expect(name).toBeFocused();
    for (const [field, message] of [
      [name, "Please enter your name"],
      [email, "Please enter your email address"],
      [source, "Please tell us how you heard about us"],
      [question, "Please enter your question"],
      [consent, "Please accept the privacy policy"],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }

    // A bad e-mail; the messages follow the fixes as the guest types.
    await name.fill("Anna Petrova");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await email.fill("anna.example.com");
    await source.selectOption("instagram");
    await question.fill("Can you arrange a boat trip to Giftun Island for six people?");
    await send.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");

    // Consent missing only.
    await email.fill("anna@example.com");
    await send.click();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAccessibleDescription("Please accept the privacy policy");
    expect(posts).toBe(0);

    await consent.check();
    await send.click();
    await expect(form.getByRole("status")).toContainText("Message sent successfully!");
    await expect(name).toHaveValue("");
    await expect(email).toHaveValue("");
    await expect(source).toHaveValue("");
    await expect(question).toHaveValue("");
    await expect(consent).not.toBeChecked();
    expect(posts).toBe(1);

    const stored = (await storedMessages(request)).find((m) => m.email === "anna@example.com");
    expect(stored).toMatchObject({
      kind: "QUESTION",
      name: "Anna Petrova",
      source: "instagram",
      message: "Can you arrange a boat trip to Giftun Island for six people?",
      language: "en",
      consentAt: expect.any(String),
    });
    expect(pageErrors.list()).toEqual([]);
  });
});
