// The villa / booking page (SPEC 2, 5, 8): its states, gallery and content, the booking card with every SPEC 5 rule,
// the draft in local storage, Sign In Required, the request itself (same total as the server stores), and the
// dates-taken answer. Tests run in parallel against one villa: each one that sends a request books its own nights
// in months +1..+3 (the home spec only picks the 10th to the 13th of month +1 without booking them).
import { axeViolations } from "./axe.ts";
import type { Locator, Page } from "@playwright/test";
import { addDays, addMonths, addYears, villaToday } from "../../src/domain/dates.ts";
import { quoteStay } from "../../src/domain/pricing.ts";
import { expect, test, waitForPage } from "./fixtures.ts";
import {
  createBooking,
  firstVilla,
  registerGuest,
  serverBookings,
  sessionEntries,
  storeBeforeNextLoad,
  uniqueEmail,
  type GuestSession,
} from "./session.ts";

const TODAY = villaToday();
const night = (monthsAhead: number, day: number) =>
  `${addMonths(TODAY, monthsAhead).slice(0, 8)}${String(day).padStart(2, "0")}`;

const STAYS = {
  bookedInEnglish: { checkIn: night(1, 3), checkOut: night(1, 6) },
  bookedInRussian: { checkIn: night(2, 3), checkOut: night(2, 5) },
  takenMeanwhile: { checkIn: night(2, 15), checkOut: night(2, 18) },
  afterSignIn: { checkIn: night(3, 3), checkOut: night(3, 5) },
  afterRegistering: { checkIn: night(1, 24), checkOut: night(1, 26) },
  // Only ever held in drafts, never sent.
  draftOnly: { checkIn: night(3, 20), checkOut: night(3, 23) },
};

const ADULT_BIRTH_DATE = "1988-04-12";

type Lang = "en" | "ru";

const TEXT = {
  en: {
    notifications: "Notifications",
    confirmDates: "Confirm dates",
    send: "Send booking request",
    guests: "Guests",
    phone: "Phone number",
    birth: "Date of birth",
    addDate: "Add date",
    submitting: "Submitting your booking request...",
    sent: "Booking request submitted successfully! We will contact you within 24 hours.",
    sentTitle: "Your booking request has been sent",
    datesTaken: "Those dates were just booked by someone else. Please choose other dates.",
    selectDates: "Select dates",
  },
  ru: {
    notifications: "Уведомления",
    confirmDates: "Подтвердить даты",
    send: "Отправить запрос на бронирование",
    guests: "Гости",
    phone: "Номер телефона",
    birth: "Дата рождения",
    addDate: "Добавить дату",
    submitting: "Отправляем ваш запрос на бронирование...",
    sent: "Запрос на бронирование успешно отправлен! Мы свяжемся с вами в течение 24 часов.",
    sentTitle: "Ваш запрос на бронирование отправлен",
    datesTaken: "Эти даты только что забронировал кто-то другой. Пожалуйста, выберите другие даты.",
    selectDates: "Выберите даты",
  },
} as const;

interface Villa {
  id: string;
  title: string;
  pricePerNight: number;
  maxGuests: number;
  images: string[];
}

interface OpenOptions {
  lang?: Lang;
  session?: GuestSession;
  /** Written to booking_form_data before the page loads: an object, or raw text for a corrupt draft. */
  draft?: Record<string, unknown> | string;
  query?: string;
}

/** Opens the booking page as a given visitor with a given saved draft, and waits for the villa. */
async function openBooking(page: Page, { lang = "en", session, draft, query = "" }: OpenOptions = {}): Promise<void> {
  await storeBeforeNextLoad(page, {
    ...(session ? sessionEntries(session) : {}),
    ...(draft === undefined ? {} : { booking_form_data: typeof draft === "string" ? draft : JSON.stringify(draft) }),
  });
  await page.goto(`/${lang}/booking${query}`);
  await waitForPage(page);
  await expect(page.getByTestId("stay-dates")).toBeVisible();
}

const fullDraft = (overrides: Record<string, unknown> = {}) => ({
  ...STAYS.draftOnly,
  totalGuests: 2,
  phone: "+49 151 23456789",
  dateOfBirth: ADULT_BIRTH_DATE,
  paymentMethod: "BANK_TRANSFER",
  notes: "",
  ...overrides,
});

/** The villa list call (the page's only villa call), for answering it differently. */
// The booking page's villa: the site settings name it, then the API gives it.
const isMainVilla = (url: URL) => /^\/api\/villas\/[^/]+$/.test(url.pathname);
const isSiteSettings = (url: URL) => url.pathname === "/api/settings/site";

/**
 * Opens the booking page the way a link inside the app does, so the app asks the API for the villa and a test can
 * answer differently: a page loaded from its address comes from the server with the villa already in it.
 */
async function openInApp(page: Page, lang: Lang = "en"): Promise<void> {
  await page.goto(`/${lang}/404`);
  await waitForPage(page);
  await page.getByRole("banner").locator(`a[href="/${lang}/booking"]`).first().click();
}

const notifications = (page: Page, lang: Lang = "en") => page.getByRole("region", { name: TEXT[lang].notifications });
const card = (page: Page) => page.locator("aside");
const picker = (page: Page) => page.getByRole("dialog");
const dayButton = (page: Page, isoDate: string): Locator =>
  picker(page).locator(`td[data-day="${isoDate}"]:not([data-outside]) button`);

/** Shows the month of `isoDate` in the open picker (Next month until it is there, waiting out each load). */
async function showMonthOf(page: Page, isoDate: string): Promise<void> {
  const next = picker(page).locator("nav button").last();
  for (let clicks = 0; clicks < 14; clicks++) {
    await expect(next).not.toHaveAttribute("aria-disabled", "true");
    if (await picker(page).locator(`td[data-day="${isoDate}"]:not([data-outside])`).isVisible()) return;
    await next.click();
  }
  throw new Error(`The picker never showed ${isoDate}`);
}

async function chooseStay(page: Page, stay: { checkIn: string; checkOut: string }, lang: Lang = "en") {
  await page.getByTestId("stay-dates").click();
  await expect(picker(page)).toBeVisible();
  await showMonthOf(page, stay.checkIn);
  await dayButton(page, stay.checkIn).click();
  await showMonthOf(page, stay.checkOut);
  await dayButton(page, stay.checkOut).click();
  await picker(page).getByRole("button", { name: TEXT[lang].confirmDates }).click();
  await expect(picker(page)).toBeHidden();
}

/** The amount in a price text ("€623", "623 €"), as a number. */
const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d.,]/g, "").replace(/[.,](?=\d{3}\b)/g, ""));

async function storedDraft(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem("booking_form_data") ?? "null") as Record<string, unknown>,
  );
}

test.describe("the villa page", () => {
  test("shows the villa: rating, gallery, overview, amenities, map and the booking card", async ({
    page,
    pageErrors,
    request,
  }) => {
    const villa = await firstVilla<Villa>(request);
    await openBooking(page);
    await expect(page.locator("main h1")).toHaveText(villa.title);
    // No reviews yet: a "New" label, never an invented rating.
    await expect(page.getByTestId("villa-rating")).toContainText("New");
    await expect(page.getByTestId("villa-rating")).not.toContainText(/\d\.\d|reviews/);
    await expect(page.getByTestId("villa-rating")).toContainText("Premium");

    const gallery = page.getByRole("region", { name: "Villa photo gallery" });
    const total = villa.images.length;
    await expect(gallery.getByTestId("gallery-counter")).toHaveText(`1 / ${total}`);
    await expect(gallery.getByRole("button", { name: /^Show image/ })).toHaveCount(total);
    await gallery.getByRole("button", { name: "Next image" }).click();
    await expect(gallery.getByTestId("gallery-counter")).toHaveText(`2 / ${total}`);
    await expect(gallery.getByTestId("gallery-position")).toHaveText(`Image 2 of ${total}`);
    await gallery.getByRole("button", { name: "Previous image" }).click();
    await gallery.getByRole("button", { name: "Previous image" }).click();
    await expect(gallery.getByTestId("gallery-counter")).toHaveText(`${total} / ${total}`);
    await gallery.getByRole("button", { name: `Show image 1 of ${total}` }).click();
    await expect(gallery.getByTestId("gallery-counter")).toHaveText(`1 / ${total}`);
    await expect(gallery.locator('[aria-roledescription="slide"][aria-hidden="false"] img')).toHaveAttribute(
      "src",
      villa.images[0] ?? "",
    );

    const overview = page.getByRole("region", { name: "Overview" });
    await expect(overview.getByRole("definition")).toHaveText(["4", "3", String(villa.maxGuests), "€150"]);
    await expect(overview.getByRole("term")).toHaveText(["Bedrooms", "Bathrooms", "Max guests", "Per night"]);
    await expect(overview).toContainText("50 metres from the Red Sea beach");
    const amenities = page.getByRole("region", { name: "Amenities" });
    for (const name of ["High-speed WiFi", "Private pool", "Air conditioning", "Beach access", "Barbecue"]) {
      await expect(amenities.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
    }
    await expect(amenities.locator("li svg")).toHaveCount(await amenities.getByRole("listitem").count());
    const location = page.getByRole("region", { name: "Location", exact: true });
    await expect(location).toContainText("Hurghada, Egypt");
    await expect(location.getByRole("region", { name: "Map of the villa's location in North Hurghada" })).toBeVisible();

    await expect(card(page).getByRole("heading", { name: "Request your stay" })).toBeVisible();
    await expect(card(page)).toContainText("€150 per night");
    await expect(page.getByTestId("booking-check-in")).toHaveText("Add date");
    await expect(card(page).getByLabel("Guests")).toHaveValue("1");
    await expect(card(page).getByLabel("Guests").locator("option")).toHaveCount(villa.maxGuests);
    await expect(card(page).getByRole("radio", { name: "Bank Transfer" })).toBeChecked();
    await expect(card(page).getByRole("radio", { name: "Payment on Arrival" })).not.toBeChecked();
    await expect(card(page).getByLabel("Phone number")).toHaveAttribute("type", "tel");
    const birth = card(page).getByLabel("Date of birth");
    await expect(birth).toHaveAttribute("type", "date");
    await expect(birth).toHaveAttribute("max", addYears(TODAY, -18));
    await expect(card(page)).toContainText("Choose your dates to see the price of your stay.");
    // Shown disabled until both dates are chosen (and still reachable, to say what is missing).
    await expect(card(page).getByRole("button", { name: "Send booking request" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // The card stays in view beside the long villa column on large screens.
    await expect(card(page)).toHaveCSS("position", "sticky");
    // The phones' shortcut to the card is not needed beside it.
    await expect(page.getByRole("button", { name: "Request your stay" })).toBeHidden();
    expect(pageErrors.list()).toEqual([]);
  });

  test("speaks Russian", async ({ page, pageErrors }) => {
    await openBooking(page, { lang: "ru" });
    await expect(page.getByTestId("villa-rating")).toContainText("Новинка");
    await expect(page.getByTestId("villa-rating")).not.toContainText(/\d,\d|отзыв/);
    await expect(page.getByTestId("villa-rating")).toContainText("Премиум");
    await expect(page.getByRole("region", { name: "Фотогалерея виллы" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Обзор" }).getByRole("term")).toHaveText([
      "Спальни",
      "Ванные комнаты",
      "Макс. гостей",
      "За ночь",
    ]);
    const amenities = page.getByRole("region", { name: "Удобства" });
    for (const name of ["Скоростной Wi-Fi", "Частный бассейн", "Кондиционер", "Выход к пляжу"]) {
      await expect(amenities.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Расположение" })).toBeVisible();
    await expect(card(page).getByRole("heading", { name: "Запросите бронирование" })).toBeVisible();
    await expect(card(page)).toContainText(/150\s€ за ночь/);
    await expect(page.getByTestId("booking-check-in")).toHaveText("Добавить дату");
    await expect(card(page).getByLabel("Гости").locator("option").nth(4)).toHaveText("5 гостей");
    await expect(card(page).getByRole("radio", { name: "Банковский перевод" })).toBeChecked();
    await expect(card(page).getByRole("radio", { name: "Оплата по прибытии" })).toBeVisible();
    await expect(card(page).getByRole("button", { name: "Отправить запрос на бронирование" })).toBeVisible();
    await expect(card(page)).toContainText("Выберите даты, чтобы увидеть стоимость проживания.");
    expect(pageErrors.list()).toEqual([]);
  });

  test("a villa with one picture has no arrows or dots, and a picture that fails is replaced", async ({ page }) => {
    await page.route(isMainVilla, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data = { ...body.data, images: ["/images/villa/no-such-picture.jpg"] };
      await route.fulfill({ response, json: body });
    });
    await openInApp(page);
    await expect(page.getByTestId("stay-dates")).toBeVisible();
    const gallery = page.getByRole("region", { name: "Villa photo gallery" });
    await expect(gallery.getByTestId("gallery-counter")).toHaveText("1 / 1");
    await expect(gallery.getByRole("button")).toHaveCount(0);
    await expect(gallery.locator("img")).toHaveAttribute("src", "/images/villa/1.jpg");
    await expect
      .poll(() => gallery.locator("img").evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  for (const lang of ["en", "ru"] as const) {
    const text = {
      en: {
        noVilla: "No Villas Available",
        noVillaText: "There are currently no villas available for booking.",
        error: "Loading Error",
        tooMany: "Too many requests",
        retry: "Try Again",
      },
      ru: {
        noVilla: "Нет доступных вилл",
        noVillaText: "Сейчас нет вилл, доступных для бронирования.",
        error: "Ошибка загрузки",
        tooMany: "Слишком много запросов",
        retry: "Повторить попытку",
      },
    }[lang];

    test(`${lang}: with no villa it says so, and Try Again loads the villa`, async ({ page, pageErrors, request }) => {
      const villa = await firstVilla<Villa>(request, lang);
      await page.route(isSiteSettings, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Record<string, unknown> };
        await route.fulfill({ response, json: { ...body, data: { ...body.data, mainVillaId: null } } });
      });
      await openInApp(page, lang);
      await expect(page.locator("main h1")).toHaveText(text.noVilla);
      await expect(page.getByText(text.noVillaText)).toBeVisible();
      await expect(page.getByTestId("stay-dates")).toHaveCount(0);
      await page.unroute(isSiteSettings);
      await page.getByRole("button", { name: text.retry }).click();
      await expect(page.locator("main h1")).toHaveText(villa.title);
      await expect(page.getByTestId("stay-dates")).toBeVisible();
      expect(pageErrors.list()).toEqual([]);
    });

    test(`${lang}: a failed load shows Loading Error with the reason, and Try Again loads the villa`, async ({
      page,
      request,
    }) => {
      const villa = await firstVilla<Villa>(request, lang);
      await page.route(isMainVilla, (route) =>
        route.fulfill({
          status: 429,
          json: { success: false, code: "RATE_LIMITED", message: "Too many requests" },
        }),
      );
      await openInApp(page, lang);
      const panel = page.getByRole("alert").filter({ hasText: text.error });
      await expect(panel.getByRole("heading", { level: 1 })).toHaveText(text.error);
      await expect(panel).toContainText(text.tooMany);
      await page.unroute(isMainVilla);
      await panel.getByRole("button", { name: text.retry }).click();
      await expect(page.locator("main h1")).toHaveText(villa.title);
    });
  }
});

test.describe("a booking request", () => {
  test("in English: picked dates, every field, the price the server stores, then My Bookings", async ({
    page,
    pageErrors,
    request,
  }) => {
    const villa = await firstVilla<Villa>(request);
    const session = await registerGuest(request, { prefix: "booking-en" });
    const stay = STAYS.bookedInEnglish;
    await openBooking(page, { session });

    await chooseStay(page, stay);
    await expect(page.getByTestId("stay-dates")).toBeFocused();
    await expect(page.getByTestId("booking-check-in")).not.toHaveText("Add date");
    await card(page).getByLabel("Guests").selectOption("4");
    // Half hours from check-in at 3 PM on the villa's clock, written the English way; none chosen by default.
    const arrival = card(page).getByLabel("Expected arrival time (optional)");
    await expect(arrival).toHaveValue("");
    await expect(arrival.getByRole("option")).toHaveCount(19);
    await expect(arrival.getByRole("option").first()).toHaveText("No preference");
    await arrival.selectOption({ label: "9:30 PM" });
    await card(page).getByLabel("Phone number").fill("+49 (151) 234-56789");
    await card(page).getByLabel("Date of birth").fill(ADULT_BIRTH_DATE);
    await card(page).getByRole("radio", { name: "Payment on Arrival" }).check();
    const notes = card(page).getByLabel("Notes");
    await notes.fill("Late arrival, around 22:00");
    await expect(card(page).getByTestId("notes-counter")).toContainText("26/500");
    await expect(notes).toHaveAttribute("maxlength", "500");

    const quote = quoteStay(villa.pricePerNight, stay.checkIn, stay.checkOut);
    const breakdown = card(page).getByRole("definition");
    await expect(card(page).getByRole("term")).toHaveText([
      `3 nights × €${villa.pricePerNight}`,
      "Cleaning fee",
      "Service fee (5%)",
      "Total",
    ]);
    await expect(breakdown).toHaveText([
      `€${quote.roomSubtotal}`,
      "€150",
      `€${quote.serviceFee}`,
      `€${quote.totalPrice}`,
    ]);
    const shownTotal = amountOf(await page.getByTestId("booking-total").textContent());

    const sent = page.waitForRequest((req) => req.url().endsWith("/api/bookings") && req.method() === "POST");
    await card(page).getByRole("button", { name: "Send booking request" }).click();
    const posted = await sent;
    expect(posted.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(notifications(page).getByText(TEXT.en.sent)).toBeVisible();
    await expect(card(page).getByRole("heading", { name: TEXT.en.sentTitle })).toBeFocused();
    await expect(page.getByTestId("booking-sent-total")).toHaveText(`€${quote.totalPrice}`);

    const booking = (await serverBookings(request, session.accessToken)).find((item) => item.checkIn === stay.checkIn);
    expect(booking).toMatchObject({
      checkOut: stay.checkOut,
      totalGuests: 4,
      // The server keeps the digits of what was typed.
      phone: "+4915123456789",
      dateOfBirth: ADULT_BIRTH_DATE,
      paymentMethod: "PAYMENT_ON_ARRIVAL",
      notes: "Late arrival, around 22:00",
      arrivalTime: "21:30",
      status: "PENDING",
    });
    expect(booking?.totalPrice).toBe(shownTotal);
    expect(booking?.totalPrice).toBe(quote.totalPrice);
    await expect(card(page)).toContainText((booking?.id ?? "").slice(-8).toUpperCase());

    // The next stay starts empty, but the guest's phone and date of birth stay.
    expect(await storedDraft(page)).toEqual({
      checkIn: "",
      checkOut: "",
      totalGuests: 1,
      arrivalTime: "",
      phone: "+49 (151) 234-56789",
      dateOfBirth: ADULT_BIRTH_DATE,
      paymentMethod: "BANK_TRANSFER",
      notes: "",
    });
    await card(page).getByRole("button", { name: "Plan another stay" }).click();
    await expect(page.getByTestId("booking-check-in")).toHaveText("Add date");
    await expect(card(page).getByLabel("Phone number")).toHaveValue("+49 (151) 234-56789");
    await expect(card(page).getByLabel("Notes")).toHaveValue("");
    expect(pageErrors.list()).toEqual([]);
  });

  test("in Russian, with the request's toasts and the link to My Bookings", async ({ page, pageErrors, request }) => {
    const villa = await firstVilla<Villa>(request);
    const session = await registerGuest(request, { prefix: "booking-ru" });
    const stay = STAYS.bookedInRussian;
    await openBooking(page, { lang: "ru", session });
    await chooseStay(page, stay, "ru");
    await card(page).getByLabel("Номер телефона").fill("+7 916 123-45-67");
    await card(page).getByLabel("Дата рождения").fill(ADULT_BIRTH_DATE);
    // Russian writes the villa's 9:30 PM as 21:30.
    await card(page).getByLabel("Ожидаемое время прибытия (необязательно)").selectOption({ label: "21:30" });
    const quote = quoteStay(villa.pricePerNight, stay.checkIn, stay.checkOut);
    await expect(card(page).getByRole("term").first()).toHaveText(/^2 ночи × 150\s€$/);
    await expect(card(page).getByRole("term").nth(1)).toHaveText("Плата за уборку");
    const shownTotal = amountOf(await page.getByTestId("booking-total").textContent());
    expect(shownTotal).toBe(quote.totalPrice);

    // The request is held back a moment so the "Submitting..." state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/bookings", async (route) => {
      await held;
      await route.continue();
    });
    const submit = card(page).getByRole("button", { name: "Отправить запрос на бронирование" });
    await submit.click();
    await expect(notifications(page, "ru").getByText(TEXT.ru.submitting)).toBeVisible();
    await expect(card(page).getByRole("button", { name: "Отправка..." })).toBeDisabled();
    release();
    await expect(notifications(page, "ru").getByText(TEXT.ru.sent)).toBeVisible();
    await expect(notifications(page, "ru").getByText(TEXT.ru.submitting)).toBeHidden();
    await expect(card(page).getByRole("heading", { name: TEXT.ru.sentTitle })).toBeVisible();
    await expect(card(page).getByRole("link", { name: "Мои бронирования" })).toHaveAttribute("href", "/ru/my-bookings");

    const booking = (await serverBookings(request, session.accessToken)).find((item) => item.checkIn === stay.checkIn);
    expect(booking?.totalPrice).toBe(shownTotal);
    expect(booking?.arrivalTime).toBe("21:30");
    await card(page).getByRole("link", { name: "Мои бронирования" }).click();
    await expect(page).toHaveURL(/\/ru\/my-bookings$/);
    expect(pageErrors.list()).toEqual([]);
  });

  test("dates taken meanwhile: the guest is told and the picker reopens with those nights booked", async ({
    page,
    pageErrors,
    request,
  }) => {
    const session = await registerGuest(request, { prefix: "booking-409" });
    const stay = STAYS.takenMeanwhile;
    await openBooking(page, { session, draft: fullDraft({ checkIn: "", checkOut: "" }) });
    await chooseStay(page, stay);
    // Someone else books the same nights between the picker and the request.
    const other = await registerGuest(request, { prefix: "booking-409-other" });
    await createBooking(request, other, stay);

    await card(page).getByRole("button", { name: "Send booking request" }).click();
    await expect(notifications(page).getByText(TEXT.en.datesTaken)).toBeVisible();
    await expect(picker(page)).toBeVisible();
    await expect(picker(page).getByRole("heading", { name: TEXT.en.selectDates })).toBeVisible();
    // It opens on the month of the lost stay, asked afresh: the nights just taken are refused.
    await expect(picker(page).getByText("Loading available dates...")).toBeHidden();
    for (const taken of [stay.checkIn, addDays(stay.checkIn, 1), addDays(stay.checkIn, 2)]) {
      await expect(dayButton(page, taken)).toBeDisabled();
    }
    await expect(dayButton(page, addDays(stay.checkIn, -1))).toBeEnabled();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("booking-check-in")).toHaveText("Add date");
    expect(await storedDraft(page)).toMatchObject({ checkIn: "", checkOut: "", phone: "+49 151 23456789" });
    expect(
      (await serverBookings(request, session.accessToken)).filter((item) => item.checkIn === stay.checkIn),
    ).toEqual([]);
    // Chromium logs every failed response; the 409 is the answer this test provokes.
    expect(pageErrors.list().filter((error) => !error.includes("status of 409"))).toEqual([]);
  });
});

test.describe("the booking form's rules", () => {
  test("each rule shows its message once, under its field, and focus goes to the first one", async ({
    page,
    request,
  }) => {
    const session = await registerGuest(request, { prefix: "booking-rules" });
    await openBooking(page, { session });
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/api/bookings") && req.method() === "POST") posts.push(req.url());
    });
    const submit = card(page).getByRole("button", { name: "Send booking request" });

    // Nothing filled in: the button looks disabled, and pressing it says what is missing.
    await submit.focus();
    await page.keyboard.press("Enter");
    const dates = page.getByTestId("stay-dates");
    await expect(dates).toBeFocused();
    await expect(card(page)).toContainText("Check-in date required");
    await expect(card(page)).toContainText("Check-out date required");
    await expect(card(page).getByLabel("Phone number")).toHaveAccessibleDescription("Phone number required");
    await expect(card(page).getByLabel("Date of birth")).toHaveAccessibleDescription(
      "You must be 18 or older to book. Date of birth required",
    );
    await expect(dates).toHaveAccessibleDescription("Check-in date required Check-out date required");
    // Each message exactly once on the page: no notification or summary repeats it.
    for (const text of [
      "Check-in date required",
      "Check-out date required",
      "Phone number required",
      "Date of birth required",
    ]) {
      await expect(page.getByText(text, { exact: true })).toHaveCount(1);
    }
    await expect(notifications(page).getByRole("alert")).toHaveCount(0);

    // Dates and a phone that is not one.
    await chooseStay(page, STAYS.draftOnly);
    await expect(card(page)).not.toContainText("Check-in date required");
    const phone = card(page).getByLabel("Phone number");
    await phone.fill("12345");
    await card(page).getByLabel("Date of birth").fill(ADULT_BIRTH_DATE);
    await submit.click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription("Invalid phone number");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Invalid phone number", { exact: true })).toHaveCount(1);
    await expect(notifications(page).getByRole("alert")).toHaveCount(0);

    // Under 18 on the villa's today (typed past the input's maximum).
    await phone.fill("+20 100 123 4567");
    await expect(phone).not.toHaveAttribute("aria-invalid");
    const birth = card(page).getByLabel("Date of birth");
    await birth.fill(addDays(addYears(TODAY, -18), 1));
    await submit.click();
    await expect(birth).toBeFocused();
    await expect(birth).toHaveAccessibleDescription("You must be 18 or older to book. Must be 18 or older");
    await expect(page.getByText("Must be 18 or older", { exact: true })).toHaveCount(1);
    await expect(notifications(page).getByRole("alert")).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("past dates from an old draft and more guests than the villa sleeps are refused", async ({ page, request }) => {
    const villa = await firstVilla<Villa>(request);
    const session = await registerGuest(request, { prefix: "booking-rules-2" });
    const tooMany = villa.maxGuests + 2;
    await openBooking(page, {
      session,
      draft: fullDraft({ checkIn: addDays(TODAY, -3), checkOut: addDays(TODAY, 1) }),
      query: `?guests=${tooMany}`,
    });
    const guests = card(page).getByLabel("Guests");
    await expect(guests).toHaveValue(String(tooMany));
    await card(page).getByRole("button", { name: "Send booking request" }).click();
    await expect(page.getByTestId("stay-dates")).toBeFocused();
    await expect(page.getByText("Check-in date cannot be in the past", { exact: true })).toHaveCount(1);
    await expect(guests).toHaveAccessibleDescription(
      `Up to ${villa.maxGuests} guests Must be 1-${villa.maxGuests} guests`,
    );
    await expect(page.getByText(`Must be 1-${villa.maxGuests} guests`, { exact: true })).toHaveCount(1);
    await expect(notifications(page).getByRole("alert")).toHaveCount(0);
  });

  test("the messages speak Russian", async ({ page }) => {
    await openBooking(page, { lang: "ru", draft: fullDraft({ phone: "", dateOfBirth: "2020-01-01" }) });
    await card(page).getByRole("button", { name: "Отправить запрос на бронирование" }).click();
    const phone = card(page).getByLabel("Номер телефона");
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription("Укажите номер телефона");
    await expect(card(page).getByLabel("Дата рождения")).toHaveAccessibleDescription(
      /Вам должно быть не меньше 18 лет$/,
    );
    await expect(page.getByText("Укажите номер телефона", { exact: true })).toHaveCount(1);
    await expect(notifications(page, "ru").getByRole("alert")).toHaveCount(0);
  });
});

test.describe("signed out", () => {
  test("Sign In Required: Continue as Guest keeps the draft and says what sending needs; signing in comes back to the draft and books", async ({
    page,
    pageErrors,
    request,
  }) => {
    const stay = STAYS.afterSignIn;
    await openBooking(page, { draft: fullDraft({ ...stay, totalGuests: 3, notes: "Baby cot, please" }) });
    const posts: string[] = [];
    page.on("request", (req) => {
      if (req.url().endsWith("/api/bookings") && req.method() === "POST") posts.push(req.url());
    });
    const submit = card(page).getByRole("button", { name: "Send booking request" });
    await submit.click();
    const modal = page.getByRole("dialog", { name: "Sign In Required" });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("they will be waiting for you here after you sign in");
    // The modal says it: no notification repeats it.
    await expect(notifications(page).getByText("Sign In Required")).toHaveCount(0);
    await modal.getByRole("button", { name: "Continue as Guest" }).click();
    await expect(modal).toBeHidden();
    // In the modal's place, the card says what sending needs, and focus goes there.
    const needed = card(page).getByRole("region", { name: "An account is needed to send your request" });
    await expect(needed.getByRole("heading")).toBeFocused();
    await expect(needed).toContainText("Your dates and details stay saved on this device");
    await expect(needed.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/en/signin?redirect=%2Fen%2Fbooking",
    );
    await expect(needed.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/en/register?redirect=%2Fen%2Fbooking",
    );
    expect(await storedDraft(page)).toMatchObject({ ...stay, totalGuests: 3, notes: "Baby cot, please" });
    // A guest can fill the form, never send it.
    await submit.click();
    await expect(modal).toBeVisible();
    expect(posts).toEqual([]);
    await expect(modal.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/en/register?redirect=%2Fen%2Fbooking",
    );

    const guest = await registerGuest(request, { prefix: "booking-signin" });
    await modal.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/en\/signin\?redirect=%2Fen%2Fbooking$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByLabel("Email").fill(guest.email);
    await page.getByLabel("Password").fill(guest.password);
    await page.locator("main form").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/en\/booking$/);
    await expect(page.getByTestId("stay-dates")).toBeVisible();
    await expect(card(page).getByLabel("Guests")).toHaveValue("3");
    await expect(card(page).getByLabel("Phone number")).toHaveValue("+49 151 23456789");
    await expect(card(page).getByLabel("Notes")).toHaveValue("Baby cot, please");
    const shownTotal = amountOf(await page.getByTestId("booking-total").textContent());

    await card(page).getByRole("button", { name: "Send booking request" }).click();
    await expect(notifications(page).getByText(TEXT.en.sent)).toBeVisible();
    const booking = (await serverBookings(request, guest.accessToken)).find((item) => item.checkIn === stay.checkIn);
    expect(booking).toMatchObject({ checkOut: stay.checkOut, totalGuests: 3, notes: "Baby cot, please" });
    expect(booking?.totalPrice).toBe(shownTotal);
    expect(pageErrors.list()).toEqual([]);
  });
});

test.describe("signed out, inside the app", () => {
  test("Create an account from the card: the modal stays behind, registering comes back to the filled form, and the request completes the profile", async ({
    page,
    pageErrors,
  }) => {
    const stay = STAYS.afterRegistering;
    await storeBeforeNextLoad(page, {
      booking_form_data: JSON.stringify(fullDraft({ ...stay, phone: "+33 6 12 34 56 78", dateOfBirth: "1979-02-03" })),
    });
    // Reached through the app's own links, the page changes without a page load: nothing of it may come along.
    await openInApp(page);
    await expect(page.getByTestId("stay-dates")).toBeVisible();
    await card(page).getByRole("button", { name: "Send booking request" }).click();
    const modal = page.getByRole("dialog", { name: "Sign In Required" });
    await modal.getByRole("button", { name: "Continue as Guest" }).click();
    const needed = card(page).getByRole("region", { name: "An account is needed to send your request" });
    await needed.getByRole("link", { name: "Create an account" }).click();

    await expect(page).toHaveURL(/\/en\/register\?redirect=%2Fen%2Fbooking$/);
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("Sign In Required")).toHaveCount(0);
    const form = page.getByRole("main").locator("form");
    await form.getByLabel(/^Full name/).fill("Rita Register");
    await form.getByLabel(/^Email/).fill(uniqueEmail("booking-register"));
    await form.getByLabel(/^Password/).fill("Register-Pass-1");
    await form.getByLabel(/^Confirm password/).fill("Register-Pass-1");
    await form.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL(/\/en\/booking$/);
    await expect(card(page).getByLabel("Phone number")).toHaveValue("+33 6 12 34 56 78");
    await expect(card(page).getByLabel("Date of birth")).toHaveValue("1979-02-03");
    await expect(card(page).getByTestId("account-needed")).toHaveCount(0);
    await card(page).getByRole("button", { name: "Send booking request" }).click();
    await expect(page.getByRole("heading", { name: TEXT.en.sentTitle })).toBeVisible();

    // The phone and date of birth of the request are the profile's now: it does not ask for them again.
    await page.goto("/en/profile");
    await waitForPage(page);
    await expect(page.getByRole("main")).toContainText("+33 6 12 34 56 78");
    await expect(page.getByRole("heading", { name: "Complete your profile" })).toHaveCount(0);
    expect(pageErrors.list()).toEqual([]);
  });
});

test.describe("the draft", () => {
  test("is saved on every change and restored after a reload", async ({ page, pageErrors }) => {
    await openBooking(page);
    await chooseStay(page, STAYS.draftOnly);
    await card(page).getByLabel("Guests").selectOption("6");
    await card(page).getByLabel("Expected arrival time (optional)").selectOption("16:30");
    await card(page).getByLabel("Phone number").fill("+33 6 12 34 56 78");
    await card(page).getByLabel("Date of birth").fill("1975-11-30");
    await card(page).getByRole("radio", { name: "Payment on Arrival" }).check();
    await card(page).getByLabel("Notes").fill("Quiet room");
    expect(await storedDraft(page)).toEqual({
      ...STAYS.draftOnly,
      totalGuests: 6,
      arrivalTime: "16:30",
      phone: "+33 6 12 34 56 78",
      dateOfBirth: "1975-11-30",
      paymentMethod: "PAYMENT_ON_ARRIVAL",
      notes: "Quiet room",
    });
    const checkInText = await page.getByTestId("booking-check-in").textContent();

    await page.reload();
    await waitForPage(page);
    await expect(page.getByTestId("booking-check-in")).toHaveText(checkInText ?? "");
    await expect(card(page).getByLabel("Guests")).toHaveValue("6");
    await expect(card(page).getByLabel("Expected arrival time (optional)")).toHaveValue("16:30");
    await expect(card(page).getByLabel("Phone number")).toHaveValue("+33 6 12 34 56 78");
    await expect(card(page).getByLabel("Date of birth")).toHaveValue("1975-11-30");
    await expect(card(page).getByRole("radio", { name: "Payment on Arrival" })).toBeChecked();
    await expect(card(page).getByLabel("Notes")).toHaveValue("Quiet room");
    await expect(card(page).getByTestId("notes-counter")).toContainText("10/500");
    await expect(page.getByTestId("booking-total")).toBeVisible();
    expect(pageErrors.list()).toEqual([]);
  });

  test("the link's dates and guests win over it until the guest changes them", async ({ page, pageErrors }) => {
    const linked = { checkIn: night(3, 10), checkOut: night(3, 12) };
    await openBooking(page, {
      draft: fullDraft({ totalGuests: 2 }),
      query: `?checkIn=${linked.checkIn}&checkOut=${linked.checkOut}&guests=4`,
    });
    await expect(card(page).getByLabel("Guests")).toHaveValue("4");
    await expect(card(page).getByLabel("Phone number")).toHaveValue("+49 151 23456789");
    expect(await storedDraft(page)).toMatchObject({ ...linked, totalGuests: 4, phone: "+49 151 23456789" });
    await expect(card(page).getByRole("term").first()).toHaveText(/^2 nights × /);

    // Once the guest changes the choice, the page forgets the link's values: a reload shows the draft.
    await card(page).getByLabel("Guests").selectOption("5");
    await expect(page).toHaveURL(/\/en\/booking$/);
    await page.reload();
    await waitForPage(page);
    await expect(card(page).getByLabel("Guests")).toHaveValue("5");
    await expect(card(page).getByRole("term").first()).toHaveText(/^2 nights × /);
    expect(pageErrors.list()).toEqual([]);
  });

  test("a corrupt draft is ignored with a console warning", async ({ page, pageErrors }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await openBooking(page, { draft: "{not json" });
    await expect(page.getByTestId("booking-check-in")).toHaveText("Add date");
    await expect(card(page).getByLabel("Phone number")).toHaveValue("");
    await expect(card(page).getByRole("radio", { name: "Bank Transfer" })).toBeChecked();
    expect(warnings.some((text) => text.includes("booking_form_data"))).toBe(true);
    // The form writes a good draft over it.
    await card(page).getByLabel("Phone number").fill("+49 151 23456789");
    expect(await storedDraft(page)).toMatchObject({ phone: "+49 151 23456789", paymentMethod: "BANK_TRANSFER" });
    expect(pageErrors.list()).toEqual([]);
  });
});

test.describe("accessibility and layout", () => {
  test.slow();

  const expectNoViolations = async (page: Page) => {
    expect(await axeViolations(page)).toEqual([]);
  };

  test("axe finds nothing on the page, in the Sign In Required modal or with messages shown", async ({ page }) => {
    await openBooking(page, { draft: fullDraft({ phone: "123" }) });
    await expectNoViolations(page);
    await card(page).getByRole("button", { name: "Send booking request" }).click();
    await expect(card(page).getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    // The page scrolled up to the phone field: the pointer left where the submit button was may now rest on the
    // toast, which holds it open for reading. Moved away, as a reader's pointer would be.
    await page.mouse.move(0, 0);
    // The page is measured, not the shared toaster (its list markup is reported separately): the warning goes first.
    await expect(notifications(page).getByRole("alert")).toHaveCount(0, { timeout: 8000 });
    await expectNoViolations(page);
    await card(page).getByLabel("Phone number").fill("+49 151 23456789");
    await card(page).getByRole("button", { name: "Send booking request" }).click();
    await expect(page.getByRole("dialog", { name: "Sign In Required" })).toBeVisible();
    await expect(notifications(page).getByRole("alert")).toHaveCount(0, { timeout: 8000 });
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await expect(card(page).getByTestId("account-needed")).toBeVisible();
    await expectNoViolations(page);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a notification keeps clear of the button just pressed and of the field in use", async ({ page, request }) => {
      const session = await registerGuest(request, { prefix: "booking-phone-toast" });
      await openBooking(page, { session, draft: fullDraft() });
      // The server refuses every request: each press raises an error notification, which stays 5 s.
      await page.route(
        (url) => url.pathname === "/api/bookings",
        (route) =>
          route.request().method() === "POST"
            ? route.fulfill({
                status: 403,
                json: { success: false, code: "FORBIDDEN", message: "You do not have permission to do this" },
              })
            : route.fallback(),
      );
      const submit = card(page).getByRole("button", { name: "Send booking request" });
      const phone = card(page).getByLabel("Phone number");
      const toasts = notifications(page).getByRole("alert");
      const expectClearOf = async (target: Locator) => {
        const box = await target.boundingBox();
        expect(box).not.toBeNull();
        await expect(toasts.first()).toBeVisible();
        for (const toast of await toasts.all()) {
          const over = await toast.boundingBox();
          if (!box || !over) continue;
          const overlap =
            over.x < box.x + box.width &&
            box.x < over.x + over.width &&
            over.y < box.y + box.height &&
            box.y < over.y + over.height;
          expect(overlap, `a notification covers ${await target.textContent()}`).toBe(false);
        }
      };

      // The submit button at the bottom of the screen, where the thumb is.
      await submit.evaluate((button) => button.scrollIntoView({ block: "end" }));
      await submit.click();
      await expectClearOf(submit);
      // The guest goes back up to a field near the top while the notification is still there.
      await phone.evaluate((input) => input.scrollIntoView({ block: "start" }));
      await phone.click();
      await expect(phone).toBeFocused();
      await expectClearOf(phone);
      // Back down to the button: pressed again, the notifications move off it once more.
      await submit.evaluate((button) => button.scrollIntoView({ block: "end" }));
      // On a busy machine the first notification may have timed out by now: what counts is where the new one stands.
      const refusedAgain = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/bookings" && response.request().method() === "POST",
      );
      await submit.click();
      await refusedAgain;
      await expectClearOf(submit);
    });

    test("the card follows the content, everything fits the screen, and axe finds nothing", async ({ page }) => {
      await openBooking(page, { lang: "ru" });
      await expect(card(page)).toHaveCSS("position", "static");
      const map = await page.getByRole("region", { name: "Расположение" }).boundingBox();
      const aside = await card(page).boundingBox();
      expect(aside?.y ?? 0).toBeGreaterThan((map?.y ?? 0) + (map?.height ?? 0) - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoViolations(page);
      // A button under the title takes the guest past the villa to the card.
      await page.getByRole("button", { name: "Запросите бронирование" }).click();
      const heading = card(page).getByRole("heading", { name: "Запросите бронирование" });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
    });
  });
});
