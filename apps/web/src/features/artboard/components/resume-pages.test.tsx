import { QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { createSampleResumeData, type ResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { ResumePages } from "./resume-pages";

const renderPages = (data: ResumeData) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ResumePages data={data} direction="row" />
    </QueryClientProvider>,
  );

const shy = "\u00ad";

const resume = (locale: ResumeData["metadata"]["locale"], hyphenate: boolean): ResumeData => {
  const data = createSampleResumeData();
  return {
    ...data,
    sections: {
      ...data.sections,
      summary: {
        ...data.sections.summary,
        content: "<p>Softwareentwicklungsabteilung Verantwortungsbereich</p>",
      },
    },
    metadata: { ...data.metadata, locale, typography: { ...data.metadata.typography, hyphenate } },
  };
};

const summaryText = (container: HTMLElement) =>
  container.querySelector('[data-section="summary"] [data-field="summary"]')?.textContent ?? "";

describe("the preview's hyphenation", () => {
  it("draws soft hyphens in long words when the resume asks for them, as the printer does", async () => {
    const { container } = renderPages(resume("de-DE", true));
    await waitFor(() => expect(summaryText(container)).toContain(shy));
    expect(summaryText(container).replaceAll(shy, "")).toBe(
      "Softwareentwicklungsabteilung Verantwortungsbereich",
    );
  });

  it("draws none when it is off, or for a language without patterns", async () => {
    const off = renderPages(resume("de-DE", false));
    const japanese = renderPages(resume("ja-JP", true));
    // Give a pattern load the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(summaryText(off.container)).not.toContain(shy);
    expect(summaryText(japanese.container)).not.toContain(shy);
    expect(summaryText(japanese.container)).toContain("Softwareentwicklungsabteilung");
  });
});

describe("the builder's sheets", () => {
  const numbered = (): ResumeData => {
    const data = createSampleResumeData();
    return {
      ...data,
      metadata: {
        ...data.metadata,
        page: { ...data.metadata.page, options: { ...data.metadata.page.options, pageNumbers: true } },
      },
    };
  };

  it("draws each page in a flow of printed sheets, each with its page number as the PDF's footer says it", () => {
    const { container } = renderPages(numbered());
    const columns = container.querySelector<HTMLElement>("[data-sheet-flow] > [data-sheet-columns]");
    // One sheet wide columns, as tall as the printable part of an A4 sheet (the page-number band taken off).
    expect(columns?.style.columnWidth).toBe(`${(210 * 96) / 25.4}px`);
    expect(columns?.style.height).toBe(`${((297 - 8) * 96) / 25.4}px`);
    expect(columns?.querySelector(".vt-page")).not.toBeNull();
    const sheets = container.querySelectorAll("[data-sheet]");
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.getAttribute("aria-hidden")).toBe("true");
    expect(sheets[0]?.textContent).toBe("Page 1 of 1");
  });

  it("leaves the public page's stacked pages whole", () => {
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <ResumePages data={numbered()} direction="column" />
      </QueryClientProvider>,
    );
    expect(container.querySelector("[data-sheet-flow]")).toBeNull();
    expect(container.querySelector("[data-artboard-pages] > .vt-page")).not.toBeNull();
  });
});
