import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "../test/fetch-mock";
import { ApiError, api, apiRequest, INVALID_RESPONSE, setSessionExpiredHandler } from "./api-client";

/** These tests are about transport and errors, not shapes: any answer is accepted. */
const anyAnswer = z.unknown();

const sessionExpired = vi.fn();

beforeEach(() => {
  setSessionExpiredHandler(sessionExpired);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionExpired.mockReset();
});

describe("api client", () => {
  it("parses an answer with the schema it is given", async () => {
    mockFetch({ "GET /api/thing": () => jsonResponse({ id: "r1", extra: true }) });
    const Thing = z.object({ id: z.string() });

    await expect(apiRequest("/thing", { schema: Thing })).resolves.toEqual({ id: "r1" });
  });

  it("turns a malformed answer into an InvalidResponse error, reported with the failing path", async () => {
    mockFetch({ "GET /api/thing": () => jsonResponse({ id: 42 }) });
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const Thing = z.object({ id: z.string() });

    const error = await apiRequest("/thing", { schema: Thing }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: INVALID_RESPONSE, body: { id: 42 } });
    expect((error as ApiError).issues.map((issue) => issue.path)).toEqual(["id"]);
    expect(report).toHaveBeenCalledWith(expect.stringContaining("GET /thing at id"), expect.any(Array));
    report.mockRestore();
  });

  it("sends JSON with the cookies and returns the parsed answer", async () => {
    const fetch = mockFetch({ "POST /api/resume": () => jsonResponse({ id: "r1" }, 201) });

    await expect(api.post("/resume", anyAnswer, { title: "CV" })).resolves.toEqual({ id: "r1" });

    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe(JSON.stringify({ title: "CV" }));
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("returns undefined for 204 No Content", async () => {
    mockFetch({ "DELETE /api/resume/r1": () => new Response(null, { status: 204 }) });

    await expect(api.delete("/resume/r1", anyAnswer)).resolves.toBeUndefined();
  });

  it("throws an ApiError carrying status, code, message and issues", async () => {
    mockFetch({
      "PATCH /api/resume/r1": () =>
        jsonResponse(
          {
            statusCode: 400,
            code: "ValidationError",
            message: "Invalid body",
            issues: [{ path: "title", message: "Required" }],
          },
          400,
        ),
    });

    const error = await api.patch("/resume/r1", anyAnswer, {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "ValidationError",
      message: "Invalid body",
      issues: [{ path: "title", message: "Required" }],
    });
  });

  it("makes an ApiError without a code from a body that is not JSON", async () => {
    mockFetch({
      "GET /api/resume": () => new Response("Bad gateway", { status: 502, statusText: "Bad Gateway" }),
    });

    await expect(api.get("/resume", anyAnswer)).rejects.toMatchObject({
      status: 502,
      code: null,
      message: "Bad gateway",
    });
  });

  it("on 401 refreshes the session once and retries the request", async () => {
    let resumeCalls = 0;
    const fetch = mockFetch({
      "GET /api/resume": () => (++resumeCalls === 1 ? errorResponse(401, "Unauthorized") : jsonResponse([])),
      "POST /api/auth/refresh": () => new Response(null, { status: 204 }),
    });

    await expect(api.get("/resume", anyAnswer)).resolves.toEqual([]);
    expect(requestLog(fetch)).toEqual(["GET /api/resume", "POST /api/auth/refresh", "GET /api/resume"]);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it("treats 403 like 401", async () => {
    let calls = 0;
    const fetch = mockFetch({
      "GET /api/user/me": () =>
        ++calls === 1 ? errorResponse(403, "Forbidden") : jsonResponse({ id: "u1" }),
      "POST /api/auth/refresh": () => new Response(null, { status: 204 }),
    });

    await expect(api.get("/user/me", anyAnswer)).resolves.toEqual({ id: "u1" });
    expect(requestLog(fetch)).toEqual(["GET /api/user/me", "POST /api/auth/refresh", "GET /api/user/me"]);
  });

  it("retries only once: a second 401 is thrown", async () => {
    const fetch = mockFetch({
      "GET /api/resume": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => new Response(null, { status: 204 }),
    });

    await expect(api.get("/resume", anyAnswer)).rejects.toMatchObject({ status: 401, code: "Unauthorized" });
    expect(requestLog(fetch)).toEqual(["GET /api/resume", "POST /api/auth/refresh", "GET /api/resume"]);
  });

  it("shares one refresh among requests that fail together", async () => {
    const seen = new Set<string>();
    let releaseRefresh: () => void = () => {};
    const fetch = mockFetch({
      "GET /api/resume": () => {
        if (seen.has("resume")) return jsonResponse(["list"]);
        seen.add("resume");
        return errorResponse(401, "Unauthorized");
      },
      "GET /api/user/me": () => {
        if (seen.has("me")) return jsonResponse({ id: "u1" });
        seen.add("me");
        return errorResponse(401, "Unauthorized");
      },
      "POST /api/auth/refresh": () =>
        new Promise<Response>((resolve) => {
          releaseRefresh = () => resolve(new Response(null, { status: 204 }));
        }),
    });

    const both = Promise.all([api.get("/resume", anyAnswer), api.get("/user/me", anyAnswer)]);
    await vi.waitFor(() => expect(requestLog(fetch)).toContain("POST /api/auth/refresh"));
    releaseRefresh();

    await expect(both).resolves.toEqual([["list"], { id: "u1" }]);
    expect(requestLog(fetch).filter((call) => call === "POST /api/auth/refresh")).toHaveLength(1);
  });

  it("reports an expired session when the refresh fails, and throws the original error", async () => {
    const fetch = mockFetch({
      "GET /api/resume": () => errorResponse(401, "Unauthorized"),
      "POST /api/auth/refresh": () => errorResponse(401, "Unauthorized"),
    });

    await expect(api.get("/resume", anyAnswer)).rejects.toMatchObject({ status: 401 });
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(requestLog(fetch)).toEqual(["GET /api/resume", "POST /api/auth/refresh"]);
  });

  it.each([
    [401, "InvalidCredentials"],
    [401, "InvalidTwoFactorCode"],
    [403, "SignupDisabled"],
  ])("does not refresh for a %i %s, which is the user's input failing", async (status, code) => {
    const fetch = mockFetch({ "DELETE /api/user/me": () => errorResponse(status, code) });

    await expect(api.delete("/user/me", anyAnswer, { password: "wrong" })).rejects.toMatchObject({
      status,
      code,
    });
    expect(requestLog(fetch)).toEqual(["DELETE /api/user/me"]);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it("refreshes for a 401 InvalidToken", async () => {
    let calls = 0;
    const fetch = mockFetch({
      "GET /api/resume": () => (++calls === 1 ? errorResponse(401, "InvalidToken") : jsonResponse([])),
      "POST /api/auth/refresh": () => new Response(null, { status: 204 }),
    });

    await expect(api.get("/resume", anyAnswer)).resolves.toEqual([]);
    expect(requestLog(fetch)).toEqual(["GET /api/resume", "POST /api/auth/refresh", "GET /api/resume"]);
  });

  it("does not refresh for a review link's InvalidToken: the link is gone, not the session", async () => {
    const fetch = mockFetch({ "GET /api/review/abc": () => errorResponse(401, "InvalidToken") });

    await expect(api.get("/review/abc", anyAnswer)).rejects.toMatchObject({
      status: 401,
      code: "InvalidToken",
    });
    expect(requestLog(fetch)).toEqual(["GET /api/review/abc"]);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it("sends a body with DELETE when given one", async () => {
    const fetch = mockFetch({ "DELETE /api/user/me": () => new Response(null, { status: 204 }) });

    await api.delete("/user/me", anyAnswer, { password: "secret1" });

    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ password: "secret1" }));
  });

  it.each(["/auth/login", "/auth/refresh", "/auth/2fa/verify"])(
    "does not refresh for a 401 from %s",
    async (path) => {
      const fetch = mockFetch({ [`POST /api${path}`]: () => errorResponse(401, "Unauthorized") });

      await expect(api.post(path, anyAnswer, {})).rejects.toMatchObject({
        status: 401,
        code: "Unauthorized",
      });
      expect(requestLog(fetch)).toEqual([`POST /api${path}`]);
      expect(sessionExpired).not.toHaveBeenCalled();
    },
  );
});
