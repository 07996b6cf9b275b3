import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHeldBackFields } from "../hooks/use-autosave";
import { useEditorTarget } from "../store/editor-target";
import { renderWithResume } from "../testing";
import { LeftPanel } from "./left-panel";
import { SaveStatus, showHeldBackField } from "./save-status";

const heading = (name: string) => screen.getByRole("heading", { level: 2, name });

beforeEach(() => useEditorTarget.setState({ dialog: null, focus: null }));
afterEach(() => {
  useEditorTarget.setState({ dialog: null, focus: null });
  useHeldBackFields.setState({ paths: [] });
  vi.unstubAllGlobals();
});

describe("focus requests in the left panel", () => {
  it("bring Basics and Summary into view, as a click on the name or the summary in the preview asks", async () => {
    renderWithResume(<LeftPanel />);
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});

    act(() => useEditorTarget.getState().focusSection("summary"));
    await waitFor(() => expect(heading("Summary")).toHaveFocus());

    act(() => useEditorTarget.getState().focusSection("basics"));
    await waitFor(() => expect(heading("Basics")).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
    scrolled.mockRestore();
  });

  it('"Show" focuses a held-back Basics field, and asking twice focuses it again', async () => {
    const user = userEvent.setup();
    renderWithResume(
      <>
        <SaveStatus />
        <LeftPanel />
      </>,
    );
    const website = screen.getByRole("textbox", { name: "Website URL" });
    await user.clear(website);
    await user.type(website, "not a web address");
    act(() => useHeldBackFields.setState({ paths: ["basics.url.href"] }));

    await user.click(screen.getByRole("button", { name: "Show the field that needs fixing" }));
    await waitFor(() => expect(website).toHaveFocus());

    await user.click(heading("Basics"));
    act(() => showHeldBackField("basics.url.href"));
    await waitFor(() => expect(website).toHaveFocus());
  });
});
