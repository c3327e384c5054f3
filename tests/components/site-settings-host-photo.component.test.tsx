// The host's portrait in the site settings (issue 21), with the upload request held by a stand-in XMLHttpRequest:
// the owner uploads one photo from the phone with its progress bar, sees its preview, saves the settings with the
// photo's address, and "Remove" goes back to the illustration.
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "../../src/domain/site-settings.ts";
import { SiteSettingsForm } from "../../src/web/features/admin/settings/site-settings-form.tsx";
import { resetToasts } from "../../src/web/ui/toast/toast-store.ts";
import { Toaster } from "../../src/web/ui/toast/toaster.tsx";
import { renderRouted } from "./render-routed.tsx";

const VILLA_ID = "7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f";
const SETTINGS: SiteSettings = { ...DEFAULT_SITE_SETTINGS, mainVillaId: VILLA_ID };
const VILLAS = [{ id: VILLA_ID, title: "Red Sea Villa", city: "Hurghada", isActive: true }];
const MEDIA_ID = "0b7c6a52-3f1e-4d2a-9c8b-7e6f5a4b3c2d";
const MEDIA_URL = `/media/${MEDIA_ID}/1600.jpg`;
const MEDIA = {
  id: MEDIA_ID,
  width: 1200,
  height: 1500,
  url: MEDIA_URL,
  variants: [],
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

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

async function settle() {
  for (let turn = 0; turn < 5; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  FakeUpload.all = [];
  localStorage.setItem("accessToken", "token-of-the-admin");
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
  // happy-dom fetches nothing, so every picture would look failed and show its fallback: these ones have pixels.
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(960);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  resetToasts();
});

describe("the host's portrait in the site settings", () => {
  it("uploads one photo with its progress, previews it, saves its address, and removes it again", async () => {
    const saved: unknown[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (init?.method === "PUT" && url.endsWith("/api/settings/site")) {
        const body = JSON.parse(String(init.body)) as SiteSettings;
        saved.push(body);
        return json(200, { success: true, data: body });
      }
      return json(404, { success: false, code: "NOT_FOUND", message: "Not found" });
    });
    const { user } = await renderRouted(
      () => (
        <>
          <SiteSettingsForm settings={SETTINGS} villas={VILLAS} />
          <Toaster />
        </>
      ),
      { language: "en", pathname: "/en/admin/settings" },
    );
    const region = screen.getByRole("region", { name: "Host's portrait" });
    expect(screen.getByRole("img", { name: "The illustration shown until you upload a portrait" })).toHaveAttribute(
      "src",
      "/images/about/host.svg",
    );
    expect(screen.queryByRole("button", { name: "Remove the host's portrait" })).toBeNull();
    const input = region.querySelector("[data-testid='photo-file-input']") as HTMLInputElement;
    expect(input.multiple).toBe(false);
    expect(input).toHaveAttribute("accept", "image/*");

    await user.upload(input, new File([new Uint8Array(4096)], "karim.jpg", { type: "image/jpeg" }));
    await settle();
    expect(FakeUpload.all.map((each) => [each.method, each.url, each.fileName])).toEqual([
      ["POST", "/api/media", "karim.jpg"],
    ]);
    act(() => FakeUpload.all[0]?.progress(1024, 4096));
    expect(screen.getByRole("progressbar", { name: "Uploading karim.jpg" })).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByRole("button", { name: "Upload a portrait" })).toBeDisabled();

    act(() => FakeUpload.all[0]?.answer(201, { success: true, data: MEDIA }));
    await settle();
    expect(screen.queryByRole("progressbar")).toBeNull();
    const preview = screen.getByRole("img", { name: "Preview of the host's portrait" });
    expect(preview).toHaveAttribute("src", `/media/${MEDIA_ID}/960.jpg`);
    expect(preview.closest("picture")?.querySelector("source[type='image/webp']")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Replace the portrait" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await settle();
    expect(saved).toEqual([{ ...SETTINGS, hostPhotoUrl: MEDIA_URL }]);

    await user.click(screen.getByRole("button", { name: "Remove the host's portrait" }));
    expect(screen.getByRole("img", { name: "The illustration shown until you upload a portrait" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await settle();
    expect(saved.at(-1)).toEqual({ ...SETTINGS, hostPhotoUrl: null });
  });

  it("shows why a photo did not upload, and keeps the illustration", async () => {
    const { user } = await renderRouted(() => <SiteSettingsForm settings={SETTINGS} villas={VILLAS} />, {
      language: "fr",
      pathname: "/fr/admin/settings",
    });
    const input = screen.getByTestId("photo-file-input") as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(16)], "notes.txt", { type: "image/jpeg" }));
    await settle();
    act(() => FakeUpload.all[0]?.answer(415, { success: false, code: "UNSUPPORTED_IMAGE", message: "unsupported" }));
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent(/JPEG, PNG, WebP/);
    expect(screen.getByRole("button", { name: "Ajouter un portrait" })).toBeEnabled();
    expect(screen.queryByRole("img", { name: "Aperçu du portrait de l'hôte" })).toBeNull();
  });
});
