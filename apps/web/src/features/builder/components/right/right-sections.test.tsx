import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { errorResponse, jsonResponse, mockFetch, requestLog } from "@/test/fetch-mock";
import { useBuilderStore } from "../../store/builder-store";
import { previewFrame } from "../../store/preview-frame";
import { editedData, makeBuilderResume, renderWithResume, testResumeId } from "../../testing";
import { ExportSection } from "./export-section";
import { SharingSection } from "./sharing-section";
import { StatisticsSection } from "./statistics-section";
import { TemplateSection } from "./template-section";
import { TypographySection } from "./typography/typography-section";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
  previewFrame.current = null;
});

describe("sharing and statistics", () => {
  it("show the public link and the counts only while the resume is public", async () => {
    const fetch = mockFetch({
      [`GET /api/resume/${testResumeId}/statistics`]: () => jsonResponse({ views: 12, downloads: 3 }),
    });
    renderWithResume(
      <>
        <SharingSection />
        <StatisticsSection />
      </>,
    );
    expect(screen.queryByRole("textbox", { name: "Public link" })).not.toBeInTheDocument();
    expect(
      screen.getByText("Views and downloads are counted while the resume is public."),
    ).toBeInTheDocument();
    expect(requestLog(fetch)).toEqual([]);

    await userEvent.click(screen.getByRole("switch", { name: "Public" }));

    expect(screen.getByRole("textbox", { name: "Public link" })).toHaveValue(
      `${window.location.origin}/ada/software-engineer`,
    );
    const counts = await screen.findAllByRole("definition");
    await waitFor(() => expect(counts.map((count) => count.textContent)).toEqual(["12", "3"]));

    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ada/software-engineer`);

    await userEvent.click(screen.getByRole("switch", { name: "Public" }));
    expect(screen.queryByRole("textbox", { name: "Public link" })).not.toBeInTheDocument();
  });

  it("copies the print link (the server's PDF URL) only while public", async () => {
    const fetch = mockFetch({
      [`GET /api/resume/print/${testResumeId}`]: () => jsonResponse({ url: "/api/files/cv.pdf" }),
    });
    renderWithResume(<SharingSection />);
    expect(screen.queryByRole("button", { name: "Copy print link" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("switch", { name: "Public" }));

    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await userEvent.click(screen.getByRole("button", { name: "Copy print link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/files/cv.pdf`));
    expect(requestLog(fetch)).toContain(`GET /api/resume/print/${testResumeId}`);
  });
});

describe("export", () => {
  it("downloads the server's PDF", async () => {
    mockFetch({
      [`GET /api/resume/print/${testResumeId}`]: () => jsonResponse({ url: "/api/files/cv.pdf" }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithResume(<ExportSection />);

    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute("href")).toBe("/api/files/cv.pdf");
    expect(link.download).toBe("software-engineer.pdf");
  });

  it("points to the browser's print when the server cannot print, and that print uses the preview frame", async () => {
    mockFetch({
      [`GET /api/resume/print/${testResumeId}`]: () =>
        errorResponse(500, "ResumePrinterError", "No Chromium was found on the server."),
    });
    renderWithResume(<ExportSection />);
    const frame = document.createElement("iframe");
    document.body.append(frame);
    previewFrame.current = frame;
    const print = vi.spyOn(frame.contentWindow as Window, "print").mockImplementation(() => {});

    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));

    expect(await screen.findByText("The PDF could not be created")).toBeInTheDocument();
    expect(screen.getByText(/Use “Print from the browser” in Export/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Print from the browser" }));
    expect(print).toHaveBeenCalledTimes(1);
    frame.remove();
  });

  it("lists what other JSON Resume tools will not show of this resume, following its edits", async () => {
    renderWithResume(<ExportSection />);
    const list = await screen.findByRole("list", { name: /What other JSON Resume tools will not show/ });
    const lines = () =>
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent);
    expect(lines()).toEqual([
      "Custom sections: Open Source Contributions",
      "Custom fields in Basics (1)",
      "Internship, listed as work experience (1)",
      "Fields JSON Resume has no place for:",
      ...[
        "Basics: Link text",
        "Experience: Link text",
        "Volunteering: Location",
        "Education: Summary",
        "Certifications: Link text",
        "Publications: Link text",
        "Languages: Level",
        "References: Description",
        "Projects: Link text, Location",
      ],
      "Template, layout, theme and typography",
    ]);

    act(() =>
      useBuilderStore.getState().update((data) => ({
        ...data,
        sections: {
          ...data.sections,
          skills: { ...data.sections.skills, visible: false },
          experience: { ...data.sections.experience, name: "Work history" },
        },
        metadata: { ...data.metadata, notes: "Call back on Monday" },
      })),
    );
    const skills = editedData().sections.skills.items.length;
    await waitFor(() =>
      expect(lines()).toEqual(
        expect.arrayContaining([
          "Your section names: Work history",
          `Hidden sections and items (${skills})`,
          expect.stringContaining("Work history: Link text"),
          "Your private notes",
        ]),
      ),
    );
  });
});

describe("typography", () => {
  const entry = (
    family: string,
    scripts: string[],
    variants = ["regular", "italic", "700", "700italic"],
  ) => ({
    family,
    id: family.toLowerCase().replaceAll(" ", "-"),
    category: "sans-serif",
    subsets: ["latin", "latin-ext", ...scripts.filter((script) => script !== "latin")],
    variants,
    files: Object.fromEntries(variants.map((variant) => [variant, `/fonts/x/${variant}.woff2`])),
    scripts,
  });
  const catalogue = () =>
    mockFetch({
      "GET /api/fonts": () =>
        jsonResponse([
          entry("IBM Plex Serif", ["latin", "cyrillic"]),
          entry("Lora", ["latin", "cyrillic"]),
          entry("Cairo", ["arabic", "latin"], ["200", "regular", "700"]),
          entry("Heebo", ["hebrew", "latin"]),
        ]),
    });

  const withFamily = (family: string) => {
    const resume = makeBuilderResume();
    const data = structuredClone(resume.data);
    data.metadata.typography.font.family = family;
    return { ...resume, data };
  };

  it("offers the catalogue grouped by script, searchable by script name, and resets subset and variants on a new family", async () => {
    catalogue();
    renderWithResume(<TypographySection />, makeBuilderResume());
    const trigger = await screen.findByRole("button", { name: /^Font family: / });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole("listbox", { name: "Font family" });
    await waitFor(() => expect(within(listbox).getByRole("group", { name: "Arabic" })).toBeInTheDocument());
    expect(within(listbox).getByRole("group", { name: "Quick picks" })).toHaveTextContent("IBM Plex Serif");
    expect(within(listbox).getByRole("group", { name: "Hebrew" })).toHaveTextContent("Heebo");

    await userEvent.type(screen.getByRole("combobox", { name: "Search fonts or scripts" }), "arab");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["CairoArabic, Latin"]);
    await userEvent.keyboard("{Enter}");

    expect(editedData().metadata.typography.font).toMatchObject({
      family: "Cairo",
      subset: "latin",
      variants: ["regular"],
    });
    expect(screen.getByRole("button", { name: "Font family: Cairo" })).toBeInTheDocument();
  });

  it("shows the chosen family's subsets and variants and keeps at least one variant", async () => {
    catalogue();
    renderWithResume(<TypographySection />, withFamily("IBM Plex Serif"));
    const subset = await screen.findByRole("combobox", { name: "Subset" });
    expect(
      within(subset)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["latin", "latin-ext", "cyrillic"]);
    await userEvent.selectOptions(subset, "cyrillic");
    expect(editedData().metadata.typography.font.subset).toBe("cyrillic");

    const variants = screen.getByRole("group", { name: "Variants" });
    await userEvent.click(within(variants).getByRole("button", { name: "700 italic" }));
    expect(editedData().metadata.typography.font.variants).toEqual(["regular", "700italic"]);
    await userEvent.click(within(variants).getByRole("button", { name: "Regular" }));
    await userEvent.click(within(variants).getByRole("button", { name: "700 italic" }));
    // The last one stays on: a family always has something to draw with.
    expect(editedData().metadata.typography.font.variants).toEqual(["700italic"]);
    expect(within(variants).getByRole("button", { name: "700 italic" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("keeps a family the catalogue does not have, listed as it is", async () => {
    catalogue();
    renderWithResume(<TypographySection />, withFamily("Comic Neue"));
    await userEvent.click(screen.getByRole("button", { name: "Font family: Comic Neue" }));
    const listbox = await screen.findByRole("listbox", { name: "Font family" });
    expect(
      within(listbox).getByRole("group", { name: "In this resume (not in the catalogue)" }),
    ).toHaveTextContent("Comic Neue");
    expect(editedData().metadata.typography.font.family).toBe("Comic Neue");
  });

  it("takes a size only within 5–18, keeping what is typed on screen", async () => {
    renderWithResume(<TypographySection />);
    const size = screen.getByRole("spinbutton", { name: "Font size" });
    const before = editedData().metadata.typography.font.size;

    await userEvent.clear(size);
    await userEvent.type(size, "40");
    expect(size).toHaveValue(40);
    expect(editedData().metadata.typography.font.size).toBe(before);

    await userEvent.clear(size);
    await userEvent.type(size, "11.5");
    expect(editedData().metadata.typography.font.size).toBe(11.5);
    await userEvent.tab();
    expect(size).toHaveValue(11.5);
  });
});

describe("template", () => {
  const institutionPolicy = () =>
    mockFetch({
      "GET /api/resume/templates": () => jsonResponse({ policy: "institution", selectable: ["vitae"] }),
    });

  it("shows each template's build-time thumbnail, and a plain sheet when it cannot be loaded", async () => {
    institutionPolicy();
    renderWithResume(<TemplateSection />);
    const onyx = screen.getByRole("radio", { name: "Onyx" });
    const picture = onyx.querySelector("img");
    expect(picture).toHaveAttribute("src", "/template-thumbnails/onyx.jpg");
    expect(picture).toHaveAttribute("alt", "");
    if (picture) fireEvent.error(picture);
    expect(onyx.querySelector("img")).toBeNull();
    expect(onyx).toHaveAccessibleName("Onyx");
  });

  it("under the institution policy offers only the house template; the others are locked", async () => {
    institutionPolicy();
    renderWithResume(<TemplateSection />);
    const onyx = screen.getByRole("radio", { name: "Onyx" });
    await waitFor(() => expect(onyx).toBeDisabled());
    expect(screen.getByText("This server offers its house template only.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Vitae" }));
    expect(editedData().metadata.template).toBe("vitae");
    expect(screen.getByRole("radio", { name: "Vitae" })).toHaveAttribute("aria-checked", "true");
  });

  it("is one Tab stop; arrows, Home and End move and select, skipping locked tiles", async () => {
    mockFetch({
      "GET /api/resume/templates": () =>
        jsonResponse({ policy: "institution", selectable: ["vitae", "onyx", "azurill"] }),
    });
    renderWithResume(<TemplateSection />);
    await waitFor(() => expect(screen.getByRole("radio", { name: "Pikachu" })).toBeDisabled());
    const radios = screen.getAllByRole("radio");
    expect(radios.filter((radio) => radio.tabIndex === 0)).toHaveLength(1);

    // The test resume uses a template this policy locks, so the Tab stop is the first pickable tile.
    const pickable = radios.filter((radio) => !(radio as HTMLButtonElement).disabled);
    expect(pickable).toHaveLength(3);
    await userEvent.tab();
    expect(pickable[0]).toHaveFocus();

    await userEvent.keyboard("{ArrowRight}");
    const next = pickable[1];
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute("aria-checked", "true");
    expect(editedData().metadata.template).toBe(next?.textContent?.toLowerCase());

    await userEvent.keyboard("{End}");
    expect(pickable.at(-1)).toHaveFocus();
    expect(pickable.at(-1)).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard("{Home}");
    expect(pickable[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(pickable.at(-1)).toHaveFocus();
    expect(screen.getAllByRole("radio").filter((radio) => radio.tabIndex === 0)).toEqual([pickable.at(-1)]);
  });

  it("unlocks every template with ?debug=true", async () => {
    const fetch = institutionPolicy();
    window.history.replaceState(null, "", "/builder/x?debug=true");
    try {
      const { queryClient } = renderWithResume(<TemplateSection />);
      // The policy has arrived (it would lock Onyx without the debug switch).
      await waitFor(() => expect(queryClient.getQueryData(["resume-templates"])).toBeDefined());
      expect(requestLog(fetch)).toEqual(["GET /api/resume/templates"]);
      const onyx = screen.getByRole("radio", { name: "Onyx" });
      expect(onyx).toBeEnabled();
      await userEvent.click(onyx);
      expect(editedData().metadata.template).toBe("onyx");
      expect(screen.queryByText("This server offers its house template only.")).not.toBeInTheDocument();
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });
});
