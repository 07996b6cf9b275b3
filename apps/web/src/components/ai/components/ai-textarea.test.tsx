import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { bodyOf, capabilitiesRoute, chooseAiAction, deferred, renderWithQueryClient } from "../testing";
import { AiTextarea } from "./ai-textarea";

function Notes({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AiTextarea
      aria-label="Notes"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const notes = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Notes" });

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

describe("AI helper on a plain text area", () => {
  it("replaces the whole text with the answer in one change when nothing is selected", async () => {
    const fetch = mockFetch({
      ...capabilitiesRoute(),
      "POST /api/auth/requestPrompt": () => jsonResponse({ message: "I led a team of five." }),
    });
    const onChange = vi.fn();
    renderWithQueryClient(<Notes initial="i lead team of 5" onChange={onChange} />);

    await chooseAiAction("Improve writing");

    await waitFor(() => expect(notes()).toHaveValue("I led a team of five."));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetch.mock.calls.at(-1))).toEqual({ action: "improve", text: "i lead team of 5" });
  });

  it("replaces only the selection, and sends only the selection", async () => {
    const fetch = mockFetch({
      ...capabilitiesRoute(),
      "POST /api/auth/requestPrompt": () => jsonResponse({ message: "the" }),
    });
    const onChange = vi.fn();
    renderWithQueryClient(<Notes initial="Went to teh store." onChange={onChange} />);
    notes().setSelectionRange(8, 11);

    await chooseAiAction("Fix spelling and grammar");

    await waitFor(() => expect(notes()).toHaveValue("Went to the store."));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(bodyOf(fetch.mock.calls.at(-1))).toEqual({ action: "fix", text: "teh" });
  });

  it("sends the chosen tone", async () => {
    const fetch = mockFetch({
      ...capabilitiesRoute(),
      "POST /api/auth/requestPrompt": () => jsonResponse({ message: "Hey, I build things!" }),
    });
    renderWithQueryClient(<Notes initial="I build software." onChange={() => {}} />);

    await chooseAiAction("Change tone", "Friendly");

    await waitFor(() => expect(notes()).toHaveValue("Hey, I build things!"));
    expect(bodyOf(fetch.mock.calls.at(-1))).toEqual({
      action: "tone",
      tone: "friendly",
      text: "I build software.",
    });
  });

  it("drops the answer and says so when the text changed while the request ran", async () => {
    const answer = deferred();
    mockFetch({ ...capabilitiesRoute(), "POST /api/auth/requestPrompt": () => answer.promise });
    const onChange = vi.fn();
    renderWithQueryClient(<Notes initial="Draft" onChange={onChange} />);

    await chooseAiAction("Improve writing");
    await userEvent.type(notes(), " and more");
    onChange.mockClear();
    await act(async () => answer.resolve(jsonResponse({ message: "Polished draft" })));

    await waitFor(() =>
      expect(toastStore.getToasts()).toEqual([
        expect.objectContaining({ variant: "info", title: "Suggestion not applied" }),
      ]),
    );
    expect(notes()).toHaveValue("Draft and more");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the localized error toast for a known failure and leaves the text alone", async () => {
    mockFetch({
      ...capabilitiesRoute(),
      "POST /api/auth/requestPrompt": () => errorResponse(502, "AiUnavailable", "The AI service is down"),
    });
    const onChange = vi.fn();
    renderWithQueryClient(<Notes initial="Draft" onChange={onChange} />);

    await chooseAiAction("Improve writing");

    await waitFor(() =>
      expect(toastStore.getToasts()).toEqual([
        expect.objectContaining({ variant: "error", title: "AI helper unavailable" }),
      ]),
    );
    expect(notes()).toHaveValue("Draft");
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "AI helper for Notes" })).toBeEnabled();
  });

  it("shows the server's message when the failure has no known code", async () => {
    mockFetch({
      ...capabilitiesRoute(),
      "POST /api/auth/requestPrompt": () => errorResponse(500, "Mystery", "The model caught fire"),
    });
    renderWithQueryClient(<Notes initial="Draft" onChange={() => {}} />);

    await chooseAiAction("Fix spelling and grammar");

    await waitFor(() =>
      expect(toastStore.getToasts()).toEqual([
        expect.objectContaining({
          variant: "error",
          title: "The AI helper could not help",
          description: "The model caught fire",
        }),
      ]),
    );
  });

  it("treats an answer without text as a failure", async () => {
    mockFetch({
      ...capabilitiesRoute(),
      "POST /api/auth/requestPrompt": () => jsonResponse({ message: 0 }),
    });
    renderWithQueryClient(<Notes initial="Draft" onChange={() => {}} />);

    await chooseAiAction("Improve writing");

    await waitFor(() =>
      expect(toastStore.getToasts()).toEqual([expect.objectContaining({ title: "No suggestion" })]),
    );
    expect(notes()).toHaveValue("Draft");
  });

  it("does not ask the server about text longer than it accepts", async () => {
    const fetch = mockFetch(capabilitiesRoute());
    renderWithQueryClient(<Notes initial={"a".repeat(10_001)} onChange={() => {}} />);

    await chooseAiAction("Improve writing");

    expect(toastStore.getToasts()).toEqual([expect.objectContaining({ title: "Too much text" })]);
    expect(requestLog(fetch)).toEqual(["GET /api/auth/requestPrompt"]);
  });
});
