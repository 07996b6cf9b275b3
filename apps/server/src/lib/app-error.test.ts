import { ErrorResponseSchema, errorCodes } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, errorTable } from "./app-error.ts";
import { toErrorResponse } from "./error-handler.ts";

describe("AppError", () => {
  it("has exactly one status for every message code", () => {
    expect(Object.keys(errorTable).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) {
      const error = new AppError(code);
      expect(error.statusCode).toBeGreaterThanOrEqual(400);
      expect(error.statusCode).toBeLessThan(600);
      expect(ErrorResponseSchema.parse(error.toResponse())).toEqual({
        statusCode: errorTable[code].status,
        code,
        message: errorTable[code].message,
      });
    }
  });

  it.each([
    ["InvalidCredentials", 401],
    ["UserAlreadyExists", 409],
    ["ResumeNotFound", 404],
    ["ResumeLocked", 423],
    ["ResumeSlugAlreadyExists", 409],
    ["ResumeConflict", 409],
    ["PayloadTooLarge", 413],
    ["ValidationError", 400],
    ["Unauthorized", 401],
    ["Forbidden", 403],
    ["NotFound", 404],
    ["TooManyRequests", 429],
    ["SomethingWentWrong", 500],
  ] as const)("maps %s to %i", (code, status) => {
    expect(new AppError(code).statusCode).toBe(status);
  });

  it("keeps a custom message, issues and cause", () => {
    const cause = new Error("unique violation");
    const error = new AppError("ValidationError", {
      message: "Bad slug",
      issues: [{ path: "slug", message: "Too short" }],
      cause,
    });
    expect(error.cause).toBe(cause);
    expect(error.toResponse()).toEqual({
      statusCode: 400,
      code: "ValidationError",
      message: "Bad slug",
      issues: [{ path: "slug", message: "Too short" }],
    });
  });
});

describe("toErrorResponse", () => {
  it("logs server-side failures as errors and refusals as info", () => {
    expect(toErrorResponse(new AppError("ResumePrinterError")).level).toBe("error");
    expect(toErrorResponse(new AppError("ResumeNotFound")).level).toBe("info");
    expect(toErrorResponse(new AppError("AiNotConfigured")).level).toBe("warn");
    expect(toErrorResponse(new TypeError("x is undefined"))).toEqual({
      response: { statusCode: 500, code: "SomethingWentWrong", message: "Something went wrong" },
      level: "error",
    });
    expect(toErrorResponse("a string was thrown").response.code).toBe("SomethingWentWrong");
  });

  it("summarizes many issues in the message", () => {
    const result = z
      .object({ a: z.string("A"), b: z.string("B"), c: z.string("C"), d: z.string("D") })
      .safeParse({});
    const { response } = toErrorResponse(result.error);
    expect(response.issues).toHaveLength(4);
    expect(response.message).toBe("a: A; b: B; c: C (and 1 more)");
  });

  it("keeps the status of a plugin's client error, such as a rate limit", () => {
    const error = Object.assign(new Error("Rate limit exceeded, retry in 1 minute"), { statusCode: 429 });
    expect(toErrorResponse(error).response).toEqual({
      statusCode: 429,
      code: "TooManyRequests",
      message: "Rate limit exceeded, retry in 1 minute",
    });
  });

  it("never forwards a 5xx error's message", () => {
    const error = Object.assign(new Error("ECONNREFUSED 10.0.0.5:5432"), { statusCode: 503 });
    expect(toErrorResponse(error).response).toEqual({
      statusCode: 500,
      code: "SomethingWentWrong",
      message: "Something went wrong",
    });
  });
});
