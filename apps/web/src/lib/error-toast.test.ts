import { type ErrorCode, errorCodes } from "@vitae/schema";
import enUSErrors from "@vitae/schema/error-messages/en-US.json";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { errorResponse, mockFetch } from "../test/fetch-mock";
import { ApiError, api } from "./api-client";
import { showErrorToast } from "./error-toast";
import { createQueryClient } from "./query-client";
import { toastStore } from "./toast";

/** These tests are about transport and errors, not shapes: any answer is accepted. */
const anyAnswer = z.unknown();

const apiError = (code: string | null, status = 400) =>
  new ApiError({ status, code, message: "server text" });
const shownToasts = () => toastStore.getToasts().filter((item) => item.open);

afterEach(() => {
  toastStore.dismiss();
  vi.unstubAllGlobals();
});

describe("showErrorToast", () => {
  it("turns a known code into its localized error toast", () => {
    expect(showErrorToast(apiError("InvalidCredentials", 401))).toBe(true);

    expect(shownToasts()).toEqual([
      expect.objectContaining({
        variant: "error",
        title: "Invalid credentials",
        description: "The email, username or password you entered is not correct.",
      }),
    ]);
  });

  it("shows the server's reason for a refused origin instead of a bare 'Not allowed'", () => {
    const message =
      "Requests from http://evil.test are not allowed. Add it to ALLOWED_ORIGINS or set PUBLIC_URL.";
    expect(showErrorToast(new ApiError({ status: 403, code: "Forbidden", message }))).toBe(true);
    expect(shownToasts()).toEqual([
      expect.objectContaining({ variant: "error", title: "Not allowed", description: message }),
    ]);
  });

  it.each([
    ["an unknown code", apiError("SomethingNew")],
    ["an error without a code", apiError(null, 502)],
    ["an error that is not from the API", new TypeError("Failed to fetch")],
  ])("shows nothing for %s", (_, error) => {
    expect(showErrorToast(error)).toBe(false);
    expect(shownToasts()).toEqual([]);
  });

  it("has an en-US title and description for every server code", () => {
    const catalogue: Record<string, { title?: string; description?: string }> = enUSErrors;
    const missing = errorCodes.filter(
      (code: ErrorCode) => !catalogue[code]?.title || !catalogue[code]?.description,
    );
    expect(missing).toEqual([]);
  });
});

describe("query client", () => {
  it("keeps data fresh for a minute and never retries or refetches on its own", () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
  });

  it("toasts a failed query with a known code", async () => {
    mockFetch({ "GET /api/resume/r1": () => errorResponse(404, "ResumeNotFound") });
    const queryClient = createQueryClient();

    await queryClient
      .fetchQuery({ queryKey: ["resume", "r1"], queryFn: () => api.get("/resume/r1", anyAnswer) })
      .catch(() => {});

    expect(shownToasts()).toEqual([expect.objectContaining({ title: "Resume not found" })]);
  });

  it("toasts a failed mutation with a known code", async () => {
    mockFetch({ "PATCH /api/resume/r1": () => errorResponse(400, "ResumeLocked") });
    const queryClient = createQueryClient();
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => api.patch("/resume/r1", anyAnswer, {}) });

    await mutation.execute(undefined).catch(() => {});

    expect(shownToasts()).toEqual([expect.objectContaining({ title: "Resume is locked" })]);
  });

  it("stays quiet for a mutation that handles its own failure", async () => {
    mockFetch({ "POST /api/auth/2fa/backup": () => errorResponse(401, "InvalidTwoFactorBackupCode") });
    const queryClient = createQueryClient();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => api.post("/auth/2fa/backup", anyAnswer, { code: "abcdefghij" }),
      meta: { errorToast: false },
    });

    await mutation.execute(undefined).catch(() => {});

    expect(shownToasts()).toEqual([]);
  });
});
