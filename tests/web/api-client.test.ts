// The browser HTTP client (SPEC 8, SPEC 9): retries, timeout, cancel, envelope, message extraction, token refresh.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiGet, apiGetPage, apiPost, request } from "../../src/web/api/http.ts";
import { extractServerMessage } from "../../src/web/api/errors.ts";
import { API_MESSAGES } from "../../src/web/api/messages.ts";
import { REFRESH_LOCK_NAME } from "../../src/web/auth/refresh-lock.ts";

const fetchMock = vi.fn<typeof fetch>();
let store: Map<string, string>;

const user = { id: "u1", email: "ada@example.com", fullName: "Ada Lovelace", role: "GUEST" };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain" } });
}

/** A fetch that never answers, failing like the browser's when its signal aborts. */
function hanging(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });
}

function signIn(accessToken = "old-access", refreshToken: string | null = "old-refresh"): void {
  store.set("user", JSON.stringify(user));
  store.set("accessToken", accessToken);
  if (refreshToken) store.set("refreshToken", refreshToken);
}

function headerOf(call: number, name: string): string | undefined {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

function urlOf(call: number): string {
  return String(fetchMock.mock.calls[call]?.[0]);
}

beforeEach(() => {
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
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("request basics", () => {
  it("calls /api with JSON and unwraps the envelope", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { id: 1 }, message: "ok" }));
    const result = await request<{ id: number }>("/villas/1");
    expect(result).toEqual({ data: { id: 1 }, message: "ok", status: 200 });
    expect(urlOf(0)).toBe("/api/villas/1");
    expect(headerOf(0, "Accept")).toBe("application/json");
    expect(headerOf(0, "Authorization")).toBeUndefined();
  });

  it("sends the stored access token as Bearer and a JSON body", async () => {
    signIn("tok");
    fetchMock.mockResolvedValueOnce(json(201, { success: true, data: { id: "b1" } }));
    await expect(apiPost("/bookings", { guests: 2 })).resolves.toEqual({ id: "b1" });
    expect(headerOf(0, "Authorization")).toBe("Bearer tok");
    expect(headerOf(0, "Content-Type")).toBe("application/json");
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ guests: 2 }));
  });

  it("returns the pagination of a list", async () => {
    const pagination = { page: 1, limit: 1, total: 3, totalPages: 3 };
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: [{ id: "v1" }], pagination }));
    await expect(apiGetPage("/villas?limit=1")).resolves.toEqual({ items: [{ id: "v1" }], pagination });
  });

  it("treats an unwrapped object as success", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: "raw" }));
    await expect(apiGet("/thing")).resolves.toEqual({ id: "raw" });
  });

  it("rejects a non-object body with Invalid response format", async () => {
    fetchMock.mockResolvedValueOnce(text(200, "hello"));
    await expect(apiGet("/thing")).rejects.toMatchObject({
      message: "Invalid response format",
      code: "INVALID_RESPONSE",
    });
    fetchMock.mockResolvedValueOnce(json(200, 42));
    await expect(apiGet("/thing")).rejects.toMatchObject({ message: "Invalid response format" });
  });

  it("reports success=false with its message and code", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: false, message: "Nope", code: "VILLA_UNAVAILABLE" }));
    const error = await apiGet("/thing").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: "Nope", code: "VILLA_UNAVAILABLE", status: 200 });
  });

  it("refuses an empty path", async () => {
    await expect(request("")).rejects.toMatchObject({ message: "Request URL is required" });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("status messages", () => {
  const cases: [number, unknown, string, string][] = [
    [403, { success: false, message: "Role too low", code: "FORBIDDEN" }, "Access denied", "FORBIDDEN"],
    [404, { success: false, message: "No villa", code: "NOT_FOUND" }, "Resource not found", "NOT_FOUND"],
    [
      422,
      { success: false, message: "Guests must be 1..10", code: "VALIDATION_FAILED" },
      "Guests must be 1..10",
      "VALIDATION_FAILED",
    ],
    [422, {}, "Validation failed", "VALIDATION_FAILED"],
    [429, { success: false, message: "Slow down", code: "RATE_LIMITED" }, "Too many requests", "RATE_LIMITED"],
    [409, { success: false, message: "Dates taken", code: "DATES_UNAVAILABLE" }, "Dates taken", "DATES_UNAVAILABLE"],
    [418, {}, "Request failed with status 418", "BAD_REQUEST"],
  ];
  it.each(cases)("%i → its SPEC 8 message", async (status, body, message, code) => {
    fetchMock.mockResolvedValueOnce(json(status, body));
    await expect(apiGet("/x")).rejects.toMatchObject({ status, message, code });
  });

  it("500 → Server error occurred after the retries", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(500, { success: false, message: "boom", code: "INTERNAL" })),
    );
    const promise = apiGet("/x");
    const assertion = expect(promise).rejects.toMatchObject({
      status: 500,
      message: "Server error occurred",
      code: "INTERNAL",
    });
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
  });

  it("keeps field errors", async () => {
    const errors = [{ path: "email", message: "Invalid email" }];
    fetchMock.mockResolvedValueOnce(
      json(422, { success: false, message: "Invalid input", code: "VALIDATION_FAILED", errors }),
    );
    await expect(apiPost("/messages", {})).rejects.toMatchObject({ errors, messageKey: null });
  });
});

describe("server message extraction", () => {
  it.each([
    [{ message: "from message", error: "x" }, "from message"],
    [{ error: "from error", detail: "x" }, "from error"],
    [{ errors: ["from errors string"] }, "from errors string"],
    [{ errors: [{ path: "a", message: "from errors object" }] }, "from errors object"],
    [{ detail: "from detail" }, "from detail"],
    ["plain text body", "plain text body"],
    ["<html>Bad gateway</html>", null],
    [{}, null],
  ])("%j → %s", (body, expected) => {
    expect(extractServerMessage(body)).toBe(expected);
  });

  it("uses a plain-text error body", async () => {
    fetchMock.mockResolvedValueOnce(text(409, "Already there"));
    await expect(apiGet("/x")).rejects.toMatchObject({ message: "Already there", status: 409 });
  });

  it("uses errors[0] and detail from a response", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { errors: [{ message: "Bad field" }] }));
    await expect(apiGet("/x")).rejects.toMatchObject({ message: "Bad field" });
    fetchMock.mockResolvedValueOnce(json(400, { detail: "Bad detail" }));
    await expect(apiGet("/x")).rejects.toMatchObject({ message: "Bad detail" });
  });
});

describe("retries", () => {
  it("retries a network error and a 503, then succeeds, waiting 1 s then 2 s", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json(503, { success: false, message: "down", code: "SERVICE_UNAVAILABLE" }))
      .mockResolvedValueOnce(json(200, { success: true, data: "ok" }));
    const promise = apiGet<string>("/x");
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(promise).resolves.toBe("ok");
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([400, 404, 422, 429])("does not retry %i", async (status) => {
    fetchMock.mockImplementation(() => Promise.resolve(json(status, { success: false, message: "no" })));
    await expect(apiGet("/x")).rejects.toMatchObject({ status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("surfaces the 4th failure (3 retries) as Network connection failed", async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    const promise = apiGet("/x");
    const assertion = expect(promise).rejects.toMatchObject({
      status: 0,
      code: "NETWORK",
      message: "Network connection failed",
    });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("never retries a POST without an Idempotency-Key", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(503, { success: false, message: "down" })));
    const promise = apiPost("/bookings", { guests: 2 });
    const assertion = expect(promise).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries a POST with an Idempotency-Key, sending the same key each time", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json(502, {}))
      .mockResolvedValueOnce(json(201, { success: true, data: { id: "b1" } }));
    const promise = apiPost("/bookings", { guests: 2 }, { idempotencyKey: "key-1" });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(promise).resolves.toEqual({ id: "b1" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const call of [0, 1, 2]) expect(headerOf(call, "Idempotency-Key")).toBe("key-1");
  });
});

describe("timeout and cancel", () => {
  it("times out after 30 s per attempt → Request timed out", async () => {
    fetchMock.mockImplementation(hanging);
    const promise = apiGet("/x");
    const assertion = expect(promise).rejects.toMatchObject({
      status: 0,
      code: "TIMEOUT",
      message: "Request timed out",
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4 * 30_000 + 7_000);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("an aborted signal → Request was canceled, without retry", async () => {
    fetchMock.mockImplementation(hanging);
    const controller = new AbortController();
    const promise = apiGet("/x", { signal: controller.signal });
    const assertion = expect(promise).rejects.toMatchObject({
      status: 0,
      code: "CANCELED",
      message: "Request was canceled",
    });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await assertion;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("an abort during the retry delay cancels too", async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    const controller = new AbortController();
    const promise = apiGet("/x", { signal: controller.signal });
    const assertion = expect(promise).rejects.toMatchObject({ code: "CANCELED" });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("401 and token refresh", () => {
  const refreshed = { accessToken: "new-access", refreshToken: "new-refresh", user };

  function route(handlers: {
    refresh: () => Response | Promise<Response>;
    other: (auth: string | undefined) => Response;
  }) {
    fetchMock.mockImplementation((input, init) => {
      const auth = (init?.headers as Record<string, string>).Authorization;
      return Promise.resolve(String(input).endsWith("/auth/refresh-token") ? handlers.refresh() : handlers.other(auth));
    });
  }

  it("refreshes once, stores the new session and retries the request", async () => {
    signIn();
    route({
      refresh: () => json(200, { success: true, data: refreshed }),
      other: (auth) =>
        auth === "Bearer new-access"
          ? json(200, { success: true, data: "mine" })
          : json(401, { success: false, code: "UNAUTHENTICATED" }),
    });
    await expect(apiGet("/bookings/my")).resolves.toBe("mine");
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(urlOf(1)).toBe("/api/auth/refresh-token");
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ refreshToken: "old-refresh" }));
    expect(store.get("accessToken")).toBe("new-access");
    expect(store.get("refreshToken")).toBe("new-refresh");
    expect(JSON.parse(store.get("user") ?? "null")).toEqual(user);
  });

  it("3 concurrent 401s share exactly one refresh", async () => {
    signIn();
    let release: (r: Response) => void = () => {};
    route({
      refresh: () => new Promise<Response>((resolve) => (release = resolve)),
      other: (auth) => (auth === "Bearer new-access" ? json(200, { success: true, data: "ok" }) : json(401, {})),
    });
    const all = Promise.all([apiGet("/a"), apiGet("/b"), apiGet("/c")]);
    await vi.advanceTimersByTimeAsync(0);
    release(json(200, { success: true, data: refreshed }));
    await expect(all).resolves.toEqual(["ok", "ok", "ok"]);
    const refreshCalls = fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/auth/refresh-token"));
    expect(refreshCalls).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it("a 401 arriving after another request refreshed just retries with the new token", async () => {
    signIn();
    // While this request is in flight, another request (or tab) rotates the tokens; its 401 then arrives.
    fetchMock
      .mockImplementationOnce(() => {
        store.set("accessToken", "new-access");
        return Promise.resolve(json(401, {}));
      })
      .mockResolvedValueOnce(json(200, { success: true, data: "late" }));
    await expect(apiGet("/b")).resolves.toBe("late");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headerOf(1, "Authorization")).toBe("Bearer new-access");
  });

  it("a failed refresh clears the session → Session expired - please login again", async () => {
    signIn();
    route({
      refresh: () => json(401, { success: false, message: "Your session has expired.", code: "UNAUTHENTICATED" }),
      other: () => json(401, {}),
    });
    await expect(apiGet("/bookings/my")).rejects.toMatchObject({
      status: 401,
      code: "UNAUTHENTICATED",
      message: API_MESSAGES.sessionExpiredLogin,
      messageKey: "sessionExpiredLogin",
    });
    expect(store.size).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a refresh that gets no answer keeps the session (offline at the villa) and reports the network", async () => {
    signIn();
    fetchMock.mockImplementation((input) =>
      String(input).endsWith("/auth/refresh-token")
        ? Promise.reject(new TypeError("Failed to fetch"))
        : Promise.resolve(json(401, {})),
    );
    const call = apiGet("/bookings/my");
    const outcome = expect(call).rejects.toMatchObject({ status: 0, code: "NETWORK" });
    await vi.runAllTimersAsync();
    await outcome;
    expect(store.get("accessToken")).toBe("old-access");
    expect(store.get("refreshToken")).toBe("old-refresh");
  });

  it("a rate-limited refresh (429) keeps the session and reports the limit", async () => {
    signIn();
    route({
      refresh: () =>
        json(429, {
          success: false,
          message: "Too many requests. Please try again in 1 minute.",
          code: "RATE_LIMITED",
        }),
      other: () => json(401, {}),
    });
    await expect(apiGet("/bookings/my")).rejects.toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect(store.get("accessToken")).toBe("old-access");
    expect(store.get("refreshToken")).toBe("old-refresh");
    expect(store.get("user")).toBeDefined();
  });

  it("a refresh refused for a deactivated account (403) ends the session", async () => {
    signIn();
    route({
      refresh: () =>
        json(403, { success: false, message: "This account has been deactivated", code: "ACCOUNT_DEACTIVATED" }),
      other: () => json(401, {}),
    });
    await expect(apiGet("/bookings/my")).rejects.toMatchObject({ status: 401, messageKey: "sessionExpiredLogin" });
    expect(store.size).toBe(0);
  });

  it("after a lost refresh answer, the next refresh presents the same token again (the server answers it within its grace)", async () => {
    signIn();
    let refreshes = 0;
    fetchMock.mockImplementation((input, init) => {
      if (!String(input).endsWith("/auth/refresh-token")) {
        const auth = (init?.headers as Record<string, string>).Authorization;
        return Promise.resolve(auth === "Bearer new-access" ? json(200, { success: true, data: "ok" }) : json(401, {}));
      }
      refreshes += 1;
      return refreshes === 1
        ? Promise.reject(new TypeError("Failed to fetch"))
        : Promise.resolve(json(200, { success: true, data: refreshed }));
    });
    const first = expect(apiGet("/bookings/my")).rejects.toMatchObject({ code: "NETWORK" });
    await vi.runAllTimersAsync();
    await first;
    await expect(apiGet("/bookings/my")).resolves.toBe("ok");
    const sent = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith("/auth/refresh-token"))
      .map(([, init]) => init?.body);
    expect(sent).toEqual([
      JSON.stringify({ refreshToken: "old-refresh" }),
      JSON.stringify({ refreshToken: "old-refresh" }),
    ]);
    expect(store.get("refreshToken")).toBe("new-refresh");
  });

  it("a refused refresh leaves alone a session signed in meanwhile in another tab", async () => {
    signIn();
    route({
      refresh: () => {
        store.set("accessToken", "other-access");
        store.set("refreshToken", "other-refresh");
        return json(401, { success: false, message: "Your session has ended.", code: "UNAUTHENTICATED" });
      },
      other: () => json(401, {}),
    });
    await expect(apiGet("/bookings/my")).rejects.toMatchObject({ status: 401, messageKey: "sessionExpiredLogin" });
    expect(store.get("accessToken")).toBe("other-access");
    expect(store.get("refreshToken")).toBe("other-refresh");
  });

  // Node has the browsers' Web Locks API from 24.5 on; on Node 22 there is no lock to hold as the other tab.
  it.skipIf(!("locks" in navigator))(
    "a tab that waited for another tab's refresh uses the tokens it stored, without spending the old one again",
    async () => {
      signIn();
      route({
        refresh: () => json(200, { success: true, data: refreshed }),
        other: (auth) =>
          auth === "Bearer other-tab-access" ? json(200, { success: true, data: "mine" }) : json(401, {}),
      });
      // Another tab holds the lock while it refreshes; its answer lands in the shared storage before it lets go.
      let otherTabDone: () => void = () => {};
      let otherTabHolds: () => void = () => {};
      const holding = new Promise<void>((resolve) => (otherTabHolds = resolve));
      const otherTab = navigator.locks.request(REFRESH_LOCK_NAME, () => {
        otherTabHolds();
        return new Promise<void>((resolve) => (otherTabDone = resolve));
      });
      await holding;
      const call = apiGet("/bookings/my");
      await vi.waitFor(async () => {
        const state = await navigator.locks.query();
        expect(state.pending?.some((lock) => lock.name === REFRESH_LOCK_NAME)).toBe(true);
      });
      store.set("accessToken", "other-tab-access");
      store.set("refreshToken", "other-tab-refresh");
      otherTabDone();
      await otherTab;
      await expect(call).resolves.toBe("mine");
      expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/auth/refresh-token"))).toHaveLength(0);
      expect(store.get("refreshToken")).toBe("other-tab-refresh");
    },
  );

  it("no stored refresh token → Session expired, no refresh call", async () => {
    signIn("old-access", null);
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(apiGet("/bookings/my")).rejects.toMatchObject({ status: 401, message: "Session expired" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.size).toBe(0);
  });

  it.each(["/auth/login", "/auth/register", "/auth/refresh-token"])("%s never triggers a refresh", async (path) => {
    signIn();
    fetchMock.mockResolvedValue(
      json(401, { success: false, message: "Invalid email or password", code: "INVALID_CREDENTIALS" }),
    );
    await expect(apiPost(path, {})).rejects.toMatchObject({
      status: 401,
      code: "INVALID_CREDENTIALS",
      message: "Invalid email or password",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.get("accessToken")).toBe("old-access");
  });

  it("only one retry: a second 401 after the refresh surfaces", async () => {
    signIn();
    route({
      refresh: () => json(200, { success: true, data: refreshed }),
      other: () => json(401, { success: false, message: "Still no" }),
    });
    await expect(apiGet("/x")).rejects.toMatchObject({ status: 401, message: "Still no" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
