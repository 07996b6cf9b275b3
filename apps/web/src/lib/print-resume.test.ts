import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, mockFetch } from "../test/fetch-mock";
import { ApiError } from "./api-client";
import { printResume } from "./print-resume";

const busy = (retryAfter: string) => {
  const response = errorResponse(429, "TooManyRequests", "The print queue is full (4 waiting)");
  response.headers.set("Retry-After", retryAfter);
  return response;
};

const link = { url: "https://cv.example.org/api/resume/print/file?token=t" };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("printResume", () => {
  it("waits out a busy printer for as long as it asks, then answers the PDF's URL", async () => {
    vi.useFakeTimers();
    const answers = [busy("2"), busy("1"), jsonResponse(link)];
    const fetch = mockFetch({ "GET /api/resume/print/r1": () => answers.shift() ?? jsonResponse(link) });
    const printed = printResume("r1");
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(printed).resolves.toEqual(link);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("gives up after two waits, or at once when the wait asked for is long, with the server's message", async () => {
    vi.useFakeTimers();
    const always = mockFetch({ "GET /api/resume/print/r2": () => busy("1") });
    const gaveUp = printResume("r2").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    const error = await gaveUp;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 1,
      message: "The print queue is full (4 waiting)",
    });
    expect(always).toHaveBeenCalledTimes(3);

    vi.unstubAllGlobals();
    const long = mockFetch({ "GET /api/resume/print/r3": () => busy("60") });
    await expect(printResume("r3")).rejects.toMatchObject({ status: 429, retryAfterSeconds: 60 });
    expect(long).toHaveBeenCalledTimes(1);
  });
});
