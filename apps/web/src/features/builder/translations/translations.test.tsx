import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addLanguage } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capabilitiesRoute } from "@/components/ai/testing";
import { errorResponse, mockFetch } from "@/test/fetch-mock";
import { BasicsSection } from "../components/left/basics-section";
import { ItemDialogHost } from "../components/left/item-dialog/item-dialog-host";
import { SectionCard } from "../components/left/sections/section-card";
import { ExportSection } from "../components/right/export-section";
import { PageSection } from "../components/right/page-section";
import { printedData } from "../hooks/use-printed-data";
import { builderHistory, undo, useBuilderStore } from "../store/builder-store";
import { useEditorTarget } from "../store/editor-target";
import { editedData, makeBuilderResume, renderWithResume, testResumeId } from "../testing";
import { useBuilderLanguageStore } from "./builder-language";
import { LanguageSwitcher } from "./language-switcher";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useBuilderLanguageStore.getState().setLanguage(null));
});

const bilingual = () => {
  const resume = makeBuilderResume();
  const added = addLanguage(resume.data, "de-DE");
  if (!added.ok) throw new Error(added.problem);
  return { ...resume, data: added.data };
};

const builder = (resume = bilingual()) => {
  mockFetch({ ...capabilitiesRoute() });
  return renderWithResume(
    <>
      <LanguageSwitcher />
      <BasicsSection />
      <PageSection />
    </>,
    resume,
  );
};

describe("a resume in several languages in the builder", () => {
  it("adds a language from the Page section as one undo step, and switches the builder to it", async () => {
    builder(makeBuilderResume());
    expect(screen.queryByRole("combobox", { name: "Language being edited" })).not.toBeInTheDocument();
    const section = screen.getByRole("region", { name: "Languages of this resume" });
    await userEvent.selectOptions(
      within(section).getByRole("combobox", { name: "Language to add" }),
      "fr-FR",
    );
    await userEvent.click(within(section).getByRole("button", { name: "Add" }));

    expect(Object.keys(editedData().translations ?? {})).toEqual(["fr-FR"]);
    expect(screen.getByRole("combobox", { name: "Language being edited" })).toHaveValue("fr-FR");
    expect(builderHistory().pastStates).toHaveLength(1);
    await userEvent.click(within(section).getByRole("button", { name: /^Remove Français/ }));
    expect(editedData().translations).toBeUndefined();
    act(() => undo());
    expect(Object.keys(editedData().translations ?? {})).toEqual(["fr-FR"]);
  });

  it("edits the chosen language's text, shows the original of what is to translate, and counts it", async () => {
    const resume = bilingual();
    builder(resume);
    const headline = screen.getByRole("textbox", { name: "Headline" });
    const { headline: english, location } = resume.data.basics;
    expect(headline).toHaveValue(english);

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language being edited" }), "de-DE");
    // To translate: empty, the original greyed under it; shared fields keep the one value.
    expect(headline).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue(resume.data.basics.name);
    const counter = screen.getByTestId("translation-counter");
    const before = Number(/To translate: (\d+)/.exec(counter.textContent ?? "")?.[1]);
    expect(before).toBeGreaterThan(2);
    const markers = () => document.querySelectorAll('[data-translation-state="missing"]');
    expect([...markers()].map((marker) => marker.textContent)).toEqual(
      expect.arrayContaining([`Translate Original: ${english}`, `Translate Original: ${location}`]),
    );

    await userEvent.type(headline, "Backend-Entwicklerin");
    expect(headline).toHaveValue("Backend-Entwicklerin");
    // The source text stays; the translation is in the resume's data, and the preview shows it.
    expect(editedData().basics.headline).toBe(english);
    expect(editedData().translations?.["de-DE"]?.fields["basics.headline"]?.value).toBe(
      "Backend-Entwicklerin",
    );
    expect(printedData()?.basics.headline).toBe("Backend-Entwicklerin");
    expect(printedData()?.metadata.locale).toBe("de-DE");
    expect(counter).toHaveTextContent(`To translate: ${before - 1}`);
    // Typing is one undo step, as in any field.
    expect(builderHistory().pastStates).toHaveLength(1);

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language being edited" }), "en-US");
    expect(headline).toHaveValue(english);
    expect(printedData()?.basics.headline).toBe(english);
  });

  it("marks a translation stale when its original changes, until it is confirmed", async () => {
    builder();
    const headline = screen.getByRole("textbox", { name: "Headline" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language being edited" }), "de-DE");
    await userEvent.type(headline, "Entwicklerin");
    act(() => useBuilderStore.getState().endEditBurst());
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language being edited" }), "en-US");
    await userEvent.clear(headline);
    await userEvent.type(headline, "Staff Engineer");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language being edited" }), "de-DE");
    expect(headline).toHaveValue("Entwicklerin");
    const stale = document.querySelector('[data-translation-state="stale"]');
    expect(stale).toHaveTextContent("Stale — confirm or edit");
    expect(stale).toHaveTextContent("Staff Engineer");
    expect(screen.getByTestId("translation-counter")).toHaveTextContent("Stale: 1");

    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(document.querySelector('[data-translation-state="stale"]')).toBeNull();
    expect(screen.getByTestId("translation-counter")).toHaveTextContent("Stale: 0");
    expect(editedData().translations?.["de-DE"]?.fields["basics.headline"]?.value).toBe("Entwicklerin");
  });

  it("prints and exports the language the builder shows", async () => {
    const fetch = mockFetch({
      ...capabilitiesRoute(),
      [`GET /api/resume/print/${testResumeId}`]: () => errorResponse(500, "ResumePrinterError"),
    });
    renderWithResume(
      <>
        <LanguageSwitcher />
        <ExportSection />
      </>,
      bilingual(),
    );
    const printed = () =>
      fetch.mock.calls
        .map(([input]) => new URL(String(input), "http://localhost"))
        .filter((url) => url.pathname.startsWith("/api/resume/print/"))
        .map((url) => url.search);
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await vi.waitFor(() => expect(printed()).toEqual([""]));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language being edited" }), "de-DE");
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await vi.waitFor(() => expect(printed()).toEqual(["", "?lang=de-DE"]));
  });

  it("edits an item's texts in the chosen language from its dialog, its shared fields for every language", async () => {
    const resume = bilingual();
    mockFetch({ ...capabilitiesRoute() });
    renderWithResume(<ItemDialogHost />, resume);
    act(() => useBuilderLanguageStore.getState().setLanguage("de-DE"));
    const [job] = resume.data.sections.experience.items;
    if (job === undefined) throw new Error("the sample has a job");
    act(() => useEditorTarget.getState().openItemDialog({ section: "experience", itemId: job.id }));
    const dialog = within(screen.getByRole("dialog"));
    const position = dialog.getByRole("textbox", { name: "Position" });
    // Not translated yet: the original, marked.
    expect(position).toHaveValue(job.position);
    expect(position).toHaveAccessibleDescription(`Translate Original: ${job.position}`);

    await userEvent.clear(position);
    await userEvent.type(position, "Leitende Entwicklerin");
    await userEvent.clear(dialog.getByRole("textbox", { name: "Company" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Company" }), "Quillpay GmbH");
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));

    const stored = editedData().sections.experience.items[0];
    const path = `sections.experience.items.${job.id}.position`;
    expect(stored?.position).toBe(job.position);
    expect(stored?.company).toBe("Quillpay GmbH");
    expect(editedData().translations?.["de-DE"]?.fields[path]?.value).toBe("Leitende Entwicklerin");
    // Fields left as they were are still to translate, not copied over.
    expect(Object.keys(editedData().translations?.["de-DE"]?.fields ?? {})).toEqual([path]);
    act(() => useEditorTarget.setState({ dialog: null }));
  });

  it("names sections as they print in the chosen language, and renames them there as a translation", async () => {
    mockFetch({ ...capabilitiesRoute() });
    renderWithResume(<SectionCard sectionRef="experience" />, bilingual());
    expect(screen.getByRole("heading", { name: "Experience" })).toBeInTheDocument();
    act(() => useBuilderLanguageStore.getState().setLanguage("de-DE"));
    expect(screen.getByRole("heading", { name: "Berufserfahrung" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Settings of Berufserfahrung" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Rename" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Werdegang");
    await userEvent.click(screen.getByRole("button", { name: "Rename" }));

    expect(screen.getByRole("heading", { name: "Werdegang" })).toBeInTheDocument();
    expect(editedData().sections.experience.name).toBe("Experience");
    expect(editedData().translations?.["de-DE"]?.fields["sections.experience.name"]?.value).toBe("Werdegang");
  });
});
