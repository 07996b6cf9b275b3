import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { deferred } from "../testing";
import { type AiTarget, useAiHelper } from "./use-ai-helper";

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.dismiss();
});

const target = (apply: AiTarget["apply"] = () => true): AiTarget => ({ text: "Draft", apply });

describe("useAiHelper", () => {
  it("runs one request at a time, even for two calls in the same tick", async () => {
    const answer = deferred();
    const fetch = mockFetch({ "POST /api/auth/requestPrompt": () => answer.promise });
    const apply = vi.fn(() => true);
    const { result } = renderHook(() => useAiHelper(() => target(apply)));

    act(() => {
      void result.current.run({ action: "improve" });
      void result.current.run({ action: "tone", tone: "casual" });
    });
    expect(result.current.status).toBe("improving");
    await act(async () => answer.resolve(jsonResponse({ message: "Better" })));

    await waitFor(() => expect(result.current.status).toBe("idle"));
    expect(requestLog(fetch)).toEqual(["POST /api/auth/requestPrompt"]);
    expect(apply).toHaveBeenCalledExactlyOnceWith("Better");
  });

  it("abandons the request when the field goes away", async () => {
    const answer = deferred();
    const fetch = mockFetch({ "POST /api/auth/requestPrompt": () => answer.promise });
    const apply = vi.fn(() => true);
    const { result, unmount } = renderHook(() => useAiHelper(() => target(apply)));

    act(() => void result.current.run({ action: "fix" }));
    unmount();
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    await act(async () => answer.resolve(jsonResponse({ message: "Better" })));

    expect(apply).not.toHaveBeenCalled();
  });

  it("says so when spelling and grammar needed no fixing, and leaves the field alone", async () => {
    mockFetch({ "POST /api/auth/requestPrompt": () => jsonResponse({ message: "Draft" }) });
    const apply = vi.fn(() => true);
    const { result } = renderHook(() => useAiHelper(() => target(apply)));

    await act(() => result.current.run({ action: "fix" }));

    expect(apply).not.toHaveBeenCalled();
    expect(toastStore.getToasts()).toEqual([
      expect.objectContaining({
        open: true,
        variant: "info",
        title: "No changes needed",
        description: "No spelling or grammar mistakes were found.",
      }),
    ]);
  });

  it("applies a fixed text without the no-change notice", async () => {
    mockFetch({ "POST /api/auth/requestPrompt": () => jsonResponse({ message: "Drafted" }) });
    const apply = vi.fn(() => true);
    const { result } = renderHook(() => useAiHelper(() => target(apply)));

    await act(() => result.current.run({ action: "fix" }));

    expect(apply).toHaveBeenCalledExactlyOnceWith("Drafted");
    expect(toastStore.getToasts().filter((toast) => toast.open)).toEqual([]);
  });
});
