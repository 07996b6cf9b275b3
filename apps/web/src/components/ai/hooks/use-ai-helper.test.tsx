import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, requestLog } from "../../../test/fetch-mock";
import { deferred } from "../testing";
import { type AiTarget, useAiHelper } from "./use-ai-helper";

afterEach(() => vi.unstubAllGlobals());

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
});
