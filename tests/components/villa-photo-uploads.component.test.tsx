// Uploading photos in the villa edit form (issue 21), with the upload requests held by a stand-in XMLHttpRequest:
// several photos chosen at once go two at a time, each with its own progress bar; a refused photo shows its own
// translated reason and joins nothing; an uploaded one joins the images with its description editor, can be made the
// cover, moved and removed; Save Changes writes its description, then the villa with it.
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Villa } from "../../src/domain/schemas/villa.ts";
import { VillaEditForm } from "../../src/web/features/admin/villas/edit/villa-edit-form.tsx";
import { resetToasts } from "../../src/web/ui/toast/toast-store.ts";
import { Toaster } from "../../src/web/ui/toast/toaster.tsx";
import { renderRouted } from "./render-routed.tsx";

const VILLA: Villa = {
  id: "7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f",
  ownerId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  title: "The host's villa",
  description: "Quiet.",
  address: "Street 1",
  city: "Hurghada",
  country: "Egypt",
  pricePerNight: 120,
  maxGuests: 6,
  bedrooms: 3,
  bathrooms: 2,
  amenities: ["wifi"],
  images: ["/images/villa/1.jpg"],
  status: "AVAILABLE",
  isActive: true,
  createdAt: "2026-01-10T09:00:00.000Z",
  updatedAt: "2026-01-10T09:00:00.000Z",
};

const MEDIA_ID = "0b7c6a52-3f1e-4d2a-9c8b-7e6f5a4b3c2d";
const MEDIA_URL = `/media/${MEDIA_ID}/1600.jpg`;
const MEDIA = {
  id: MEDIA_ID,
  width: 1600,
  height: 1200,
  url: MEDIA_URL,
  variants: [480, 960, 1600].flatMap((width) =>
    ["webp", "jpg"].map((format) => ({
      width,
      height: (width * 3) / 4,
      format,
      url: `/media/${MEDIA_ID}/${width}.${format}`,
    })),
  ),
  alt: { en: "", fr: "", ru: "", de: "" },
};

/** Stands in for the browser's XMLHttpRequest: the test says how far each upload got and how it ended. */
class FakeUpload {
  static all: FakeUpload[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  timeout = 0;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.all.push(this);
  }
  abort() {
    this.onabort?.();
  }
  get fileName(): string {
    const file = this.body?.get("file");
    return file instanceof File ? file.name : "";
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function photo(name: string): File {
  return new File([new Uint8Array(2048)], name, { type: "image/jpeg" });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

async function settle() {
  for (let turn = 0; turn < 5; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  FakeUpload.all = [];
  localStorage.setItem("accessToken", "token-of-the-host");
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

describe("uploading photos in the villa edit form", () => {
  it("uploads two at a time with a progress bar each, reports each failure, and saves the photo and its description", async () => {
    const requests: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, url, body });
      if (method === "PUT" && url.endsWith(`/api/media/${MEDIA_ID}`)) {
        return json(200, { success: true, data: { ...MEDIA, ...(body as object) } });
      }
      if (method === "PUT" && url.endsWith(`/api/villas/${VILLA.id}`)) {
        return json(200, { success: true, data: { ...VILLA, ...(body as object) } });
      }
      return json(404, { success: false, code: "NOT_FOUND", message: "Not found" });
    });
    const { user } = await renderRouted(
      () => (
        <>
          <VillaEditForm villa={VILLA} language="en" />
          <Toaster />
        </>
      ),
      { language: "en", pathname: `/en/admin/villas/${VILLA.id}/edit` },
    );
    expect(screen.getByRole("button", { name: "Upload photos" })).toBeVisible();
    const input = screen.getByTestId("photo-file-input") as HTMLInputElement;
    expect(input).toHaveAttribute("accept", "image/*");
    expect(input.multiple).toBe(true);

    await user.upload(input, [photo("terrace.heic.txt"), photo("pool.jpg"), photo("huge.jpg")]);
    await settle();
    // Two on their way, the third waiting its turn; each with its own named progress bar.
    expect(FakeUpload.all.map((each) => each.fileName)).toEqual(["terrace.heic.txt", "pool.jpg"]);
    expect(FakeUpload.all[0]?.method).toBe("POST");
    expect(FakeUpload.all[0]?.url).toBe("/api/media");
    expect(FakeUpload.all[0]?.headers.Authorization).toBe("Bearer token-of-the-host");
    expect(screen.getByRole("progressbar", { name: "Uploading huge.jpg" })).toHaveAttribute(
      "aria-valuetext",
      "Waiting",
    );

    act(() => FakeUpload.all[1]?.progress(512, 2048));
    expect(screen.getByRole("progressbar", { name: "Uploading pool.jpg" })).toHaveAttribute("aria-valuenow", "25");

    // The first is refused: its reason under it, translated by code, and no picture added for it.
    act(() => FakeUpload.all[0]?.answer(415, { success: false, code: "UNSUPPORTED_IMAGE", message: "unsupported" }));
    await settle();
    const uploads = screen.getByRole("list", { name: "Photo uploads" });
    const refused = within(uploads).getByText("terrace.heic.txt", { selector: "p" }).closest("li") as HTMLElement;
    expect(within(refused).getByRole("alert")).toHaveTextContent(
      "This file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.",
    );
    // Sending the same file again would be refused the same way: no Try again.
    expect(within(refused).queryByRole("button", { name: /Try again/ })).toBeNull();
    expect(screen.getByRole("region", { name: "Images (1 added)" })).toBeVisible();
    // Its place was freed: the third one starts.
    expect(FakeUpload.all.map((each) => each.fileName)).toEqual(["terrace.heic.txt", "pool.jpg", "huge.jpg"]);

    act(() => FakeUpload.all[2]?.answer(413, { success: false, code: "IMAGE_TOO_LARGE", message: "too large" }));
    act(() => FakeUpload.all[1]?.answer(201, { success: true, data: MEDIA }));
    await settle();
    const huge = within(uploads).getByText("huge.jpg", { selector: "p" }).closest("li") as HTMLElement;
    expect(within(huge).getByRole("alert")).toHaveTextContent(
      "This photo is too large. Use a photo under 25 MB and 50 megapixels.",
    );
    expect(within(uploads).queryByText("pool.jpg", { selector: "p" })).toBeNull();
    await user.click(within(huge).getByRole("button", { name: "Dismiss huge.jpg" }));
    expect(within(uploads).queryByText("huge.jpg", { selector: "p" })).toBeNull();

    // The uploaded photo joins the images, served from its smaller copies, and asks for its description.
    expect(screen.getByRole("region", { name: "Images (2 added)" })).toBeVisible();
    const images = screen.getByRole("list", { name: "Villa images" });
    const items = () => within(images).getAllByRole("listitem");
    const uploaded = items()[1] as HTMLElement;
    const preview = within(uploaded).getByRole("img", { name: "Preview of image 2" });
    expect(preview.closest("picture")?.querySelector("source[type='image/webp']")).not.toBeNull();
    const english = within(uploaded).getByRole("textbox", { name: /English/ });
    expect(within(uploaded).getAllByText("Missing")).toHaveLength(4);
    await user.type(english, "The terrace at sunset");
    expect(within(uploaded).getAllByText("Missing")).toHaveLength(3);
    expect(within(uploaded).getByRole("textbox", { name: /Français/ })).toHaveAccessibleDescription(
      "Not translated yet: guests see the English.",
    );
    await user.type(within(uploaded).getByRole("textbox", { name: /Deutsch/ }), "Die Terrasse bei Sonnenuntergang");

    // Make cover puts it first with the Cover label; Move down and Move up move it back and forth.
    expect(within(items()[0] as HTMLElement).getByText("Cover")).toBeVisible();
    await user.click(within(uploaded).getByRole("button", { name: "Make cover (image 2)" }));
    expect(within(items()[0] as HTMLElement).getByText("Cover")).toBeVisible();
    expect(within(items()[0] as HTMLElement).getByRole("img", { name: "Preview of image 1" })).toBeVisible();
    expect(within(items()[0] as HTMLElement).queryByRole("button", { name: /Make cover/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Move image 1 down" }));
    expect(items()[0]).toHaveTextContent("/images/villa/1.jpg");
    await user.click(screen.getByRole("button", { name: "Move image 2 up" }));
    expect(within(items()[0] as HTMLElement).getByRole("img", { name: "Preview of image 1" })).toBeVisible();

    // Remove the other picture, then save: the description first, then the villa with the photo as its cover.
    await user.click(screen.getByRole("button", { name: "Remove image 2" }));
    expect(screen.getByRole("region", { name: "Images (1 added)" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await settle();
    expect(requests.map(({ method, url }) => `${method} ${new URL(url, "http://localhost").pathname}`)).toEqual([
      `PUT /api/media/${MEDIA_ID}`,
      `PUT /api/villas/${VILLA.id}`,
    ]);
    expect(requests[0]?.body).toEqual({
      alt: { en: "The terrace at sunset", fr: "", ru: "", de: "Die Terrasse bei Sonnenuntergang" },
    });
    expect(requests[1]?.body).toEqual({ images: [MEDIA_URL] });
  });

  it("holds Save Changes while a photo is still uploading, and tries a photo again after a lost connection", async () => {
    const requests: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
      requests.push(String(input));
      return Promise.reject(new Error("nothing may be sent"));
    });
    const { user } = await renderRouted(
      () => (
        <>
          <VillaEditForm villa={VILLA} language="en" />
          <Toaster />
        </>
      ),
      { language: "en", pathname: `/en/admin/villas/${VILLA.id}/edit` },
    );
    await user.upload(screen.getByTestId("photo-file-input"), [photo("pool.jpg")]);
    await settle();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getAllByText("Wait until the photos have finished uploading, then save.").length).toBeGreaterThan(0);
    expect(requests).toEqual([]);

    act(() => FakeUpload.all[0]?.onerror?.());
    await settle();
    const uploads = screen.getByRole("list", { name: "Photo uploads" });
    expect(within(uploads).getByRole("alert")).toHaveTextContent("Network connection failed");
    await user.click(within(uploads).getByRole("button", { name: "Try again pool.jpg" }));
    await settle();
    expect(FakeUpload.all).toHaveLength(2);
    act(() => FakeUpload.all[1]?.answer(201, { success: true, data: MEDIA }));
    await settle();
    expect(screen.queryByRole("list", { name: "Photo uploads" })).toBeNull();
    expect(screen.getByRole("region", { name: "Images (2 added)" })).toBeVisible();
  });
});
