import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addLanguage, sampleResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capabilitiesRoute, offline } from "@/components/ai/testing";
import { jsonResponse, mockFetch } from "@/test/fetch-mock";
import { builderHistory, undo } from "../store/builder-store";
import { editedData, makeBuilderResume, renderWithResume, testResumeId } from "../testing";
import { useBuilderLanguageStore } from "./builder-language";
import { LanguageSwitcher } from "./language-switcher";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useBuilderLanguageStore.getState().setLanguage(null));
});

const [job] = sampleResumeData.sections.experience.items;
if (job === undefined) throw new Error("the sample has a job");
const position = `sections.experience.items.${job.id}.position`;
const summary = `sections.experience.items.${job.id}.summary`;
const proposalsUrl = `POST /api/resume/${testResumeId}/translations/de-DE/ai`;

/** The sample resume with German added, open in the builder in German. */
const builderInGerman = (capabilities = capabilitiesRoute()) => {
  const resume = makeBuilderResume();
  const added = addLanguage(resume.data, "de-DE");
  if (!added.ok) throw new Error(added.problem);
  const fetch = mockFetch({
    ...capabilities,
    [proposalsUrl]: () =>
      jsonResponse({
        proposals: {
          "basics.headline": "Softwareentwicklerin",
          [position]: "Leitende Entwicklerin",
          [summary]: "<p>Leitete das Team</p>",
        },
        left: 3,
        dropped: [],
      }),
  });
  renderWithResume(<LanguageSwitcher />, { ...resume, data: added.data });
  act(() => useBuilderLanguageStore.getState().setLanguage("de-DE"));
  return fetch;
};

describe("translating the current language with AI", () => {
  it("lists each proposal beside its source, applies the kept and edited ones as one undo step", async () => {
    builderInGerman();
    await userEvent.click(await screen.findByRole("button", { name: "Translate with AI" }));
    const dialog = screen.getByRole("dialog", { name: "Translate with AI" });
    const headline = await within(dialog).findByRole("textbox", {
      name: `Translation of “${sampleResumeData.basics.headline}”`,
    });
    expect(headline).toHaveValue("Softwareentwicklerin");
    expect(within(dialog).getByText("Leitete das Team")).toBeVisible();
    expect(within(dialog).getByText(/^3 more texts left/)).toBeVisible();
    // Nothing changes before Apply.
    expect(editedData().translations?.["de-DE"]?.fields).toEqual({});

    await userEvent.clear(headline);
    await userEvent.type(headline, "Entwicklerin für Software");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: job.position }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Apply (2)" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const fields = editedData().translations?.["de-DE"]?.fields ?? {};
    expect(fields["basics.headline"]?.value).toBe("Entwicklerin für Software");
    expect(fields[summary]?.value).toBe("<p>Leitete das Team</p>");
    expect(fields[position]).toBeUndefined();
    expect(editedData().basics.headline).toBe(sampleResumeData.basics.headline);
    expect(builderHistory().pastStates).toHaveLength(1);

    act(() => undo());
    expect(editedData().translations?.["de-DE"]?.fields).toEqual({});
  });

  it("is not offered without an AI model", async () => {
    const fetch = builderInGerman(capabilitiesRoute(offline));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByRole("combobox", { name: "Language being edited" })).toHaveValue("de-DE");
    expect(screen.queryByRole("button", { name: "Translate with AI" })).not.toBeInTheDocument();
  });
});
