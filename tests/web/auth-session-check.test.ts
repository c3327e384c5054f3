// The start-up session check (SPEC 4 "Auth"): GET /auth/me through the one client, the stored user refreshed,
// a session the server refuses (401 after a failed refresh, 403 deactivated) cleared, a session without an
// answer kept (offline), and the 100 ms debounce of the "Loading..." state.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as CheckModuleType from "../../src/web/auth/session-check.ts";

type CheckModule = typeof CheckModuleType;

const fetchMock = vi.fn<typeof fetch>();
let store: Map<string, string>;
let check: CheckModule;

const storedUser = { id: "u1", email: "ada@example.com", fullName: "Ada Lovelace", role: "GUEST" };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function failure(status: number, code: string, message: string): Response {
  return json(status, { success: false, code, message });
}

function signIn(user: Record<string, string> = storedUser): void {
  store.set("user", JSON.stringify(user));
  store.set("accessToken", "stored-access");
  store.set("refreshToken", "stored-refresh");
}

function storedKeys(): string[] {
  return [...store.keys()].sort();
}

function urlOf(call: number): string {
  return String(fetchMock.mock.calls[call]?.[0]);
}

beforeEach(async () => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  store = new Map();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  // The check runs once per page load: each test gets a fresh module, as after a reload.
  vi.resetModules();
  check = await import("../../src/web/auth/session-check.ts");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("start-up session check", () => {
  it("asks nothing when no session is stored", async () => {
    await check.startSessionCheck();
    await check.whenSessionChecked();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refreshes the stored user from /auth/me and keeps the tokens", async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, data: { user: { ...storedUser, fullName: "Ada King", role: "HOST", phone: "+44" } } }),
    );
    await check.startSessionCheck();
    expect(urlOf(0)).toBe("/api/auth/me");
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer stored-access");
    expect(JSON.parse(store.get("user") ?? "null")).toEqual({
      id: "u1",
      email: "ada@example.com",
      fullName: "Ada King",
      role: "HOST",
    });
    expect(store.get("accessToken")).toBe("stored-access");
    expect(store.get("refreshToken")).toBe("stored-refresh");
  });

  it("refreshes an expired access token on the way and keeps the new session", async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(failure(401, "UNAUTHENTICATED", "Please sign in to continue"))
      .mockResolvedValueOnce(
        json(200, {
          success: true,
          data: { accessToken: "new-access", refreshToken: "new-refresh", user: storedUser },
        }),
      )
      .mockResolvedValueOnce(json(200, { success: true, data: { user: storedUser } }));
    await check.startSessionCheck();
    expect(urlOf(1)).toBe("/api/auth/refresh-token");
    expect(urlOf(2)).toBe("/api/auth/me");
    expect(store.get("accessToken")).toBe("new-access");
    expect(store.get("refreshToken")).toBe("new-refresh");
    expect(JSON.parse(store.get("user") ?? "null")).toEqual(storedUser);
  });

  it("clears the session when the refresh is refused", async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(failure(401, "UNAUTHENTICATED", "Please sign in to continue"))
      .mockResolvedValueOnce(failure(401, "UNAUTHENTICATED", "Your session has expired. Please sign in again."));
    await check.startSessionCheck();
    expect(storedKeys()).toEqual([]);
  });

  it.each([
    [
      "rate limited",
      () => Promise.resolve(failure(429, "RATE_LIMITED", "Too many requests. Please try again in 1 minute.")),
    ],
    ["unanswered", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("keeps the session when the refresh on the way is %s", async (_label, answer) => {
    signIn();
    fetchMock.mockImplementation((input) =>
      String(input).endsWith("/auth/refresh-token")
        ? answer()
        : Promise.resolve(failure(401, "UNAUTHENTICATED", "Please sign in to continue")),
    );
    await check.startSessionCheck();
    expect(urlOf(1)).toBe("/api/auth/refresh-token");
    expect(storedKeys()).toEqual(["accessToken", "refreshToken", "user"]);
    expect(store.get("refreshToken")).toBe("stored-refresh");
  });

  it("clears the session of a deactivated account (403)", async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(failure(403, "ACCOUNT_DEACTIVATED", "This account has been deactivated"));
    await check.startSessionCheck();
    expect(storedKeys()).toEqual([]);
  });

  it.each([
    ["no connection", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a server error", () => Promise.resolve(failure(500, "INTERNAL", "Server error"))],
    [
      "a gateway error",
      () => Promise.resolve(json(503, { success: false, code: "SERVICE_UNAVAILABLE", message: "down" })),
    ],
    [
      "a rate limit",
      () => Promise.resolve(failure(429, "RATE_LIMITED", "Too many requests. Please try again in 1 minute.")),
    ],
  ])("keeps the session after %s, without retrying", async (_label, answer) => {
    signIn();
    fetchMock.mockImplementation(answer);
    await check.startSessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storedKeys()).toEqual(["accessToken", "refreshToken", "user"]);
  });

  it("keeps the session when the server does not answer in time", async () => {
    signIn();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const done = check.startSessionCheck();
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(storedKeys()).toEqual(["accessToken", "refreshToken", "user"]);
  });

  it("does not sign out a visitor who signed in as someone else while the check ran", async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const done = check.startSessionCheck();
    signIn({ ...storedUser, id: "u2", email: "grace@example.com", fullName: "Grace Hopper" });
    answer(failure(403, "ACCOUNT_DEACTIVATED", "This account has been deactivated"));
    await done;
    expect(JSON.parse(store.get("user") ?? "null")).toMatchObject({ id: "u2" });
  });

  it("runs once however often it is started", async () => {
    signIn();
    fetchMock.mockResolvedValue(json(200, { success: true, data: { user: storedUser } }));
    await Promise.all([check.startSessionCheck(), check.startSessionCheck()]);
    await check.startSessionCheck();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("checking state (SPEC 4 100 ms debounce)", () => {
  it("never shows for a check answered within 100 ms", async () => {
    signIn();
    const changes = vi.fn();
    check.subscribeToSessionCheck(changes);
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve(json(200, { success: true, data: { user: storedUser } })), 60),
        ),
    );
    const done = check.startSessionCheck();
    await vi.advanceTimersByTimeAsync(60);
    await done;
    await vi.advanceTimersByTimeAsync(200);
    expect(changes).not.toHaveBeenCalled();
    expect(check.isSessionCheckShown()).toBe(false);
  });

  it("shows from 100 ms into a slow check until it ends, and the guard's promise waits for it", async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    void check.startSessionCheck();
    let settled = false;
    void check.whenSessionChecked().then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(99);
    expect(check.isSessionCheckShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(check.isSessionCheckShown()).toBe(true);
    expect(settled).toBe(false);

    answer(json(200, { success: true, data: { user: storedUser } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(check.isSessionCheckShown()).toBe(false);
  });
});
