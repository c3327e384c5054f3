// The upload transport (api/upload.ts) in a browser-like page: the Bearer token, the progress as the browser reports
// it, a refresh and one more try after a 401, and the envelope's failure as an ApiRequestError with its status.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../src/web/api/errors.ts";
import { uploadFile } from "../../src/web/api/upload.ts";

class FakeUpload {
  static all: FakeUpload[] = [];
  static answers: { status: number; body: unknown }[] = [];
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
  headers: Record<string, string> = {};
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    FakeUpload.all.push(this);
    const answer = FakeUpload.answers.shift();
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 4 });
      if (!answer) {
        this.onerror?.();
        return;
      }
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

const file = () => new File([new Uint8Array(4)], "pool.jpg", { type: "image/jpeg" });

beforeEach(() => {
  FakeUpload.all = [];
  FakeUpload.answers = [];
  localStorage.setItem("accessToken", "old-token");
  localStorage.setItem("refreshToken", "refresh-1");
  localStorage.setItem("user", JSON.stringify({ id: "u1", email: "host@example.com", fullName: "Host", role: "HOST" }));
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("uploadFile", () => {
  it("sends the token, reports progress, and after a 401 refreshes the session and tries once more", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({
        success: true,
        data: {
          accessToken: "new-token",
          refreshToken: "refresh-2",
          user: { id: "u1", email: "host@example.com", fullName: "Host", role: "HOST" },
        },
      }),
    );
    FakeUpload.answers = [
      { status: 401, body: { success: false, code: "UNAUTHENTICATED", message: "Expired" } },
      { status: 201, body: { success: true, data: { id: "m1" } } },
    ];
    const progress: number[] = [];
    const data = await uploadFile<{ id: string }>("/media", file(), { onProgress: (sent) => progress.push(sent) });
    expect(data).toEqual({ id: "m1" });
    expect(FakeUpload.all.map((each) => each.headers.Authorization)).toEqual(["Bearer old-token", "Bearer new-token"]);
    expect(progress).toContain(3);
  });

  it("rejects with the server's status and words, and with Network connection failed when nothing answers", async () => {
    FakeUpload.answers = [{ status: 415, body: { success: false, code: "UNSUPPORTED_IMAGE", message: "Not a photo" } }];
    const refused = await uploadFile("/media", file()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect((refused as ApiRequestError).status).toBe(415);
    expect((refused as ApiRequestError).message).toBe("Not a photo");
    const lost = await uploadFile("/media", file()).catch((error: unknown) => error);
    expect((lost as ApiRequestError).code).toBe("NETWORK");
  });
});
