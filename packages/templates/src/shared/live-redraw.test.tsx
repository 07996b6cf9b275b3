/** @jsxRuntime automatic */
// @vitest-environment jsdom
import type { ResumeData } from "@vitae/schema";
import { act } from "react";
import { createRoot } from "react-dom/client";
import sanitizeHtml from "sanitize-html";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtures } from "../fixtures.ts";
import { sanitizeRichText } from "./sanitize.ts";
import { Sections } from "./section.tsx";
import { RichText } from "./text.tsx";

// Counts what the templates draw and sanitise, the real functions doing the work.
vi.mock("./text.tsx", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./text.tsx")>();
  return { ...actual, RichText: vi.fn(actual.RichText) };
});
vi.mock("sanitize-html", async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof import("sanitize-html") }>();
  return { default: Object.assign(vi.fn(actual.default), actual.default) };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const options = { dateAlign: "right", keywords: "tags", level: "dots" } as const;
const ids = ["experience", "education", "projects", "skills"];

/** `data` with the first experience item's summary changed, copying only what is on the way (as the builder does). */
const withFirstSummary = (data: ResumeData, summary: string): ResumeData => {
  const [first, ...rest] = data.sections.experience.items;
  if (!first) throw new Error("the fixture has experience");
  const experience = { ...data.sections.experience, items: [{ ...first, summary }, ...rest] };
  return { ...data, sections: { ...data.sections, experience } };
};

afterEach(() => {
  vi.mocked(RichText).mockClear();
  vi.mocked(sanitizeHtml).mockClear();
});

describe("a live preview drawn again after one edit", () => {
  it("draws again only the item that changed; the others keep their drawing", () => {
    const root = createRoot(document.createElement("div"));
    const data = fixtures.allSections();
    act(() => root.render(<Sections data={data} ids={ids} options={options} />));
    const itemSummaries = () =>
      vi.mocked(RichText).mock.calls.filter(([props]) => props.className === "vt-item-summary").length;
    expect(itemSummaries()).toBeGreaterThan(3);
    vi.mocked(RichText).mockClear();

    act(() =>
      root.render(
        <Sections data={withFirstSummary(data, "<p>Shipped it</p>")} ids={ids} options={options} />,
      ),
    );
    expect(itemSummaries()).toBe(1);
    act(() => root.unmount());
  });

  it("sanitises a rich text once, however often it is drawn", () => {
    const html = "<p>Led the <strong>platform</strong> team</p>";
    expect(sanitizeRichText(html)).toBe(sanitizeRichText(html));
    expect(sanitizeHtml).toHaveBeenCalledTimes(1);
    expect(sanitizeRichText(`${html} `)).toBe(`${html} `);
    expect(sanitizeHtml).toHaveBeenCalledTimes(2);
  });

  it("does not remember a long text, so what it keeps stays small", () => {
    const long = `<p>${"word ".repeat(1000)}</p>`;
    sanitizeRichText(long);
    sanitizeRichText(long);
    expect(sanitizeHtml).toHaveBeenCalledTimes(2);
  });
});
