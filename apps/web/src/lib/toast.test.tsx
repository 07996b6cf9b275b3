import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../components/ui/toaster";
import { createToastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, toastStore } from "./toast";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps one toast, removed 5000 ms after dismissal", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(5000);
  });

  it("shows one toast at a time, the newest replacing the older", () => {
    const store = createToastStore();
    store.show({ title: "First" });
    store.show({ title: "Second" });

    expect(store.getToasts().map((item) => item.title)).toEqual(["Second"]);
  });

  it("closes a dismissed toast at once and removes it 5000 ms later", () => {
    const store = createToastStore();
    const handle = store.show({ title: "Saved" });

    handle.dismiss();
    expect(store.getToasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getToasts()).toHaveLength(1);

    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toEqual([]);
  });

  it("does not restart the removal clock when dismissed twice", () => {
    const store = createToastStore();
    const handle = store.show({ title: "Saved" });

    handle.dismiss();
    vi.advanceTimersByTime(3000);
    handle.dismiss();
    vi.advanceTimersByTime(2000);

    expect(store.getToasts()).toEqual([]);
  });

  it("updates a shown toast in place", () => {
    const store = createToastStore();
    const handle = store.show({ title: "Saving…" });
    handle.update({ title: "Saved", variant: "success" });

    expect(store.getToasts()).toEqual([
      expect.objectContaining({ title: "Saved", variant: "success", open: true }),
    ]);
  });

  it("tells subscribers about every change", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.show({ title: "Hello" }).dismiss();
    unsubscribe();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);

    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("Toaster", () => {
  afterEach(() => {
    act(() => toastStore.dismiss());
  });

  it("shows a toast raised outside React, and only the latest", () => {
    render(<Toaster />);

    act(() => {
      toast({ title: "First" });
      toast({ title: "Resume saved", description: "All changes are stored.", variant: "success" });
    });

    expect(screen.getByText("Resume saved")).toBeInTheDocument();
    expect(screen.getByText("All changes are stored.")).toBeInTheDocument();
    expect(screen.queryByText("First")).not.toBeInTheDocument();
  });

  it("closes a toast from its close button", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Closable" });
    });

    await userEvent.click(screen.getByRole("button", { name: "Close" }));

    expect(toastStore.getToasts()).toEqual([expect.objectContaining({ title: "Closable", open: false })]);
  });
});
