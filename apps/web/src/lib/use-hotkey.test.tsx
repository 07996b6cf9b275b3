import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useHotkey } from "./use-hotkey";

function Harness({ onHotkey }: { onHotkey: () => void }) {
  useHotkey({ key: "r", shift: true }, onHotkey);
  return <input aria-label="Title" />;
}

describe("useHotkey", () => {
  it("runs on Shift+R anywhere on the page", () => {
    const onHotkey = vi.fn();
    render(<Harness onHotkey={onHotkey} />);

    fireEvent.keyDown(document.body, { key: "R", code: "KeyR", shiftKey: true });

    expect(onHotkey).toHaveBeenCalledTimes(1);
  });

  it("ignores the key without Shift, or with Ctrl", () => {
    const onHotkey = vi.fn();
    render(<Harness onHotkey={onHotkey} />);

    fireEvent.keyDown(document.body, { key: "r", code: "KeyR" });
    fireEvent.keyDown(document.body, { key: "R", code: "KeyR", shiftKey: true, ctrlKey: true });

    expect(onHotkey).not.toHaveBeenCalled();
  });

  it("ignores it while typing in a field", () => {
    const onHotkey = vi.fn();
    render(<Harness onHotkey={onHotkey} />);

    fireEvent.keyDown(screen.getByLabelText("Title"), { key: "R", code: "KeyR", shiftKey: true });

    expect(onHotkey).not.toHaveBeenCalled();
  });
});
