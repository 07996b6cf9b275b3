import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useReviewerIdentity } from "./use-reviewer-identity";

describe("the reviewer's identity", () => {
  afterEach(() => localStorage.clear());

  it("is the signed-in account's name and e-mail until the reviewer chooses another, which is remembered", () => {
    const account = { name: "Ada Lovelace", email: "ada@example.com" };
    const { result, rerender } = renderHook(({ signedIn }) => useReviewerIdentity(signedIn), {
      initialProps: { signedIn: account as typeof account | undefined },
    });
    expect(result.current[0]).toEqual(account);
    // Nothing is stored for a recognised account: signing out leaves no name behind.
    expect(localStorage.getItem("vitae.reviewer")).toBeNull();
    act(() => result.current[1]({ name: "A. L." }));
    expect(result.current[0]).toEqual({ name: "A. L." });
    rerender({ signedIn: undefined });
    expect(result.current[0]).toEqual({ name: "A. L." });
  });

  it("asks a guest (nothing known, nothing remembered)", () => {
    const { result } = renderHook(() => useReviewerIdentity(undefined));
    expect(result.current[0]).toBeNull();
  });
});
