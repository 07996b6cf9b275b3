import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { exportJsonResume } from "@vitae/importers/json-resume";
import { addLanguage, sampleResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capabilitiesRoute } from "@/components/ai/testing";
import { mockFetch } from "@/test/fetch-mock";
import { builderHistory, undo } from "../store/builder-store";
import { editedData, makeBuilderResume, renderWithResume } from "../testing";
import { useBuilderLanguageStore } from "./builder-language";
import { ResumeLanguagesSetting } from "./resume-languages-setting";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useBuilderLanguageStore.getState().setLanguage(null));
});

/** The sample resume as someone wrote it in German: its own JSON Resume, without Vitae's extension. */
const germanFile = () => {
  const { meta: _, ...file } = exportJsonResume(sampleResumeData) as Record<string, unknown> & {
    basics: Record<string, unknown>;
    work: Record<string, unknown>[];
  };
  file.basics.label = "Softwareentwicklerin";
  file.basics.name = "Ada (nicht übernommen)";
  const [first] = file.work;
  if (first === undefined) throw new Error("the sample has no job");
  first.position = "Leitende Entwicklerin";
  first.name = "Firma (nicht übernommen)";
  file.work.push({ name: "Nur in Deutsch", position: "Praktikantin", startDate: "1990-01" });
  return new File([JSON.stringify(file)], "lebenslauf.json", { type: "application/json" });
};

const openDialog = async () => {
  mockFetch({ ...capabilitiesRoute() });
  renderWithResume(<ResumeLanguagesSetting />);
  await userEvent.click(screen.getByRole("button", { name: "Import a translation…" }));
  const dialog = screen.getByRole("dialog", { name: "Import a translation" });
  await userEvent.selectOptions(
    within(dialog).getByRole("combobox", { name: "Language of the file" }),
    "de-DE",
  );
  return dialog;
};

describe("importing a translation from a JSON Resume", () => {
  it("previews the pairings and stores only texts in the chosen language as one undo step", async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
    await userEvent.upload(within(dialog).getByLabelText("JSON Resume file"), germanFile());

    const [job] = sampleResumeData.sections.experience.items;
    if (job === undefined) throw new Error("the sample has no job");
    const experience = await within(dialog).findByRole("region", {
      name: sampleResumeData.sections.experience.name,
    });
    expect(within(experience).getByText("Leitende Entwicklerin")).toBeInTheDocument();
    expect(within(experience).getByText("Nur in Deutsch · Praktikantin").closest("li")).toHaveTextContent(
      "only in the file, left out",
    );
    // JSON Resume has no internships: the file lists them as work, so the internship here stays to translate.
    const internship = within(dialog).getByRole("region", {
      name: sampleResumeData.sections.internship.name,
    });
    expect(internship).toHaveTextContent("not in the file, stays to translate");
    expect(within(dialog).getByText(/^Texts to import: \d+$/)).toBeVisible();

    await userEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const data = editedData();
    const fields = data.translations?.["de-DE"]?.fields ?? {};
    expect(fields["basics.headline"]?.value).toBe("Softwareentwicklerin");
    expect(fields[`sections.experience.items.${job.id}.position`]?.value).toBe("Leitende Entwicklerin");
    // Shared values are never taken from the file.
    expect(Object.keys(fields).some((path) => path.endsWith(".company") || path === "basics.name")).toBe(
      false,
    );
    expect(data.basics.name).toBe(sampleResumeData.basics.name);
    expect(data.sections.experience.items[0]?.position).toBe(job.position);
    expect(useBuilderLanguageStore.getState().language).toBe("de-DE");
    expect(builderHistory().pastStates).toHaveLength(1);

    act(() => undo());
    expect(editedData().translations).toBeUndefined();
  });

  it("says so when the file is not a JSON Resume, and imports nothing", async () => {
    const dialog = await openDialog();
    await userEvent.upload(
      within(dialog).getByLabelText("JSON Resume file"),
      new File(["not json"], "notes.json", { type: "application/json" }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This file could not be read as a JSON Resume.",
    );
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
    expect(editedData().translations).toBeUndefined();
  });

  it("offers the language the resume already has, and sets its texts there", async () => {
    const resume = makeBuilderResume();
    const added = addLanguage(resume.data, "it-IT");
    if (!added.ok) throw new Error(added.problem);
    mockFetch({ ...capabilitiesRoute() });
    renderWithResume(<ResumeLanguagesSetting />, { ...resume, data: added.data });
    await userEvent.click(screen.getByRole("button", { name: "Import a translation…" }));
    const dialog = screen.getByRole("dialog", { name: "Import a translation" });
    expect(within(dialog).getByRole("combobox", { name: "Language of the file" })).toHaveValue("it-IT");
    await userEvent.upload(within(dialog).getByLabelText("JSON Resume file"), germanFile());
    await within(dialog).findByText(/^Texts to import: \d+$/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(Object.keys(editedData().translations ?? {})).toEqual(["it-IT"]);
    expect(editedData().translations?.["it-IT"]?.fields["basics.headline"]?.value).toBe(
      "Softwareentwicklerin",
    );
  });
});
