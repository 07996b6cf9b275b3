import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sampleResumeData } from "@vitae/schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { errorResponse, mockFetch } from "@/test/fetch-mock";
import { PreviewArtboard } from "./preview-artboard";

let parent: Window;

beforeEach(() => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  if (!frame.contentWindow) throw new Error("jsdom gave the iframe no window");
  parent = frame.contentWindow;
  vi.spyOn(parent, "postMessage");
  mockFetch({
    "GET /api/icons/github": () => errorResponse(404, "NotFound"),
    "GET /api/icons/linkedin": () => errorResponse(404, "NotFound"),
  });
  Object.defineProperty(window, "parent", { value: parent, configurable: true });
});

afterEach(() => {
  Object.defineProperty(window, "parent", { value: window, configurable: true });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the public preview artboard", () => {
  it("is not clickable: no selection is reported and no hover outline applies", async () => {
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <PreviewArtboard initialData={sampleResumeData} />
      </QueryClientProvider>,
    );
    await screen.findByRole("heading", { level: 1, name: sampleResumeData.basics.name });
    expect(container.querySelector("[data-artboard-selectable]")).toBeNull();

    const item = container.querySelector('[data-section="experience"] [data-item-id]');
    if (!item) throw new Error("the template marks items");
    await userEvent.click(item);
    const selections = vi
      .mocked(parent.postMessage)
      .mock.calls.filter(([message]) => (message as { type?: string }).type === "vitae:select");
    expect(selections).toEqual([]);
  });
});
