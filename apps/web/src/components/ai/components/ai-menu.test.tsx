import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { jsonResponse, mockFetch } from "@/test/fetch-mock";
import { capabilitiesRoute, chooseAiAction, deferred, offline, renderWithQueryClient } from "../testing";
import { AiTextarea } from "./ai-textarea";

const trigger = () => screen.getByRole("button", { name: "AI helper for Notes" });

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

describe("AI helper menu", () => {
  it("offers improve, fix and the four tones when the server has a model", async () => {
    mockFetch(capabilitiesRoute());
    renderWithQueryClient(<AiTextarea aria-label="Notes" value="Some text" onChange={() => {}} />);

    await userEvent.click(trigger());
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Improve writing" })).toBeEnabled();
    expect(within(menu).getByRole("menuitem", { name: "Improve writing" })).not.toHaveAttribute(
      "aria-disabled",
    );
    expect(within(menu).getByRole("menuitem", { name: "Fix spelling and grammar" })).not.toHaveAttribute(
      "aria-disabled",
    );
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Change tone" }));
    const tones = await screen.findAllByRole("menuitem", {
      name: /^(Casual|Professional|Confident|Friendly)$/,
    });
    expect(tones.map((item) => item.textContent)).toEqual([
      "Casual",
      "Professional",
      "Confident",
      "Friendly",
    ]);
  });

  it.each([
    { item: "Improve writing", tone: undefined, label: "Improving…" },
    { item: "Fix spelling and grammar", tone: undefined, label: "Fixing…" },
    { item: "Change tone", tone: "Confident", label: "Changing tone…" },
  ])(
    "while “$item” runs, disables the trigger and shows a spinner with “$label”",
    async ({ item, tone, label }) => {
      const answer = deferred();
      mockFetch({ ...capabilitiesRoute(), "POST /api/auth/requestPrompt": () => answer.promise });
      renderWithQueryClient(<AiTextarea aria-label="Notes" value="Some text" onChange={() => {}} />);

      await chooseAiAction(item, tone);

      const status = await screen.findByRole("status");
      expect(status).toHaveTextContent(label);
      expect(status.querySelector("svg.animate-spin")).not.toBeNull();
      expect(trigger()).toBeDisabled();

      await act(async () => answer.resolve(jsonResponse({ message: "Better text" })));
      await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
      expect(trigger()).toBeEnabled();
    },
  );

  it("shows what the server cannot run as disabled, with the reason", async () => {
    mockFetch(capabilitiesRoute(offline));
    renderWithQueryClient(<AiTextarea aria-label="Notes" value="Some text" onChange={() => {}} />);

    await userEvent.click(trigger());
    const menu = await screen.findByRole("menu");
    const improve = within(menu).getByRole("menuitem", { name: "Improve writing" });
    await waitFor(() => expect(improve).toHaveAttribute("aria-disabled", "true"));
    expect(improve).toHaveAccessibleDescription("Needs an AI model configured on the server");
    const tone = within(menu).getByRole("menuitem", { name: "Change tone" });
    expect(tone).toHaveAttribute("aria-disabled", "true");
    expect(tone).toHaveAccessibleDescription("Needs an AI model configured on the server");
    const fix = within(menu).getByRole("menuitem", { name: "Fix spelling and grammar" });
    expect(fix).not.toHaveAttribute("aria-disabled");
    expect(fix).toHaveAccessibleDescription("Offline: English only");
  });

  it("asks for text first when the field is empty", async () => {
    const fetch = mockFetch(capabilitiesRoute());
    renderWithQueryClient(<AiTextarea aria-label="Notes" value="  " onChange={() => {}} />);

    await userEvent.click(trigger());
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Write or select some text first")).toBeInTheDocument();
    for (const item of within(menu).getAllByRole("menuitem")) {
      expect(item).toHaveAttribute("aria-disabled", "true");
    }
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is disabled with its field", () => {
    mockFetch(capabilitiesRoute());
    renderWithQueryClient(<AiTextarea aria-label="Notes" value="Some text" onChange={() => {}} disabled />);

    expect(trigger()).toBeDisabled();
  });
});
