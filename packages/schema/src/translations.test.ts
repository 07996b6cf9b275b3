import { describe, expect, it } from "vitest";
import { localizeDateText } from "./localized-dates.ts";
import { applyResumeChanges, resumeChanges, strictPartCheck } from "./resume-changes.ts";
import { type ResumeData, ResumeDataSchema } from "./resume-data.ts";
import { mapRichTexts } from "./rich-texts.ts";
import { createSampleResumeData, sampleResumeDataInput } from "./sample.ts";
import {
  addLanguage,
  pathsToTranslate,
  removeLanguage,
  resumeForReader,
  resumeInLanguage,
  setTranslations,
  translationStatus,
} from "./translations.ts";

const job = "sections.experience.items.sample-experience-1";

const ok = (result: ReturnType<typeof addLanguage>): ResumeData => {
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.data;
};

/** A deep copy (the package has no `structuredClone` in its types). */
const copy = (data: ResumeData): ResumeData => ResumeDataSchema.parse(JSON.parse(JSON.stringify(data)));

const withGerman = (): ResumeData => ok(addLanguage(createSampleResumeData(), "de-DE"));

describe("translations", () => {
  it("leaves a resume without translations as it was: no key, parsed and serialised the same", () => {
    const data = createSampleResumeData();
    expect("translations" in data).toBe(false);
    expect(JSON.stringify(ResumeDataSchema.parse(JSON.parse(JSON.stringify(data))))).toBe(
      JSON.stringify(data),
    );
    expect(resumeInLanguage(data, "de-DE")).toEqual(data);
    // Removing the last language takes the key away again.
    expect(ok(removeLanguage(withGerman(), "de"))).toEqual(data);
  });

  it("adds a language by locale or short id, refusing the source language, twice, or an unknown one", () => {
    const data = createSampleResumeData();
    expect(ok(addLanguage(data, "de")).translations).toEqual({ "de-DE": { fields: {} } });
    expect(addLanguage(data, "en-US")).toEqual({ ok: false, problem: "source-language" });
    expect(addLanguage(withGerman(), "de-DE")).toEqual({ ok: false, problem: "language-exists" });
    expect(addLanguage(data, "xx")).toEqual({ ok: false, problem: "unsupported-language" });
    expect(removeLanguage(data, "de-DE")).toEqual({ ok: false, problem: "language-missing" });
  });

  it("lays the translated texts over the source, keeping shared values and setting the language", () => {
    const data = ok(
      setTranslations(withGerman(), "de-DE", {
        "basics.headline": "Produktdesignerin",
        [`${job}.position`]: "Leitende Designerin",
      }),
    );
    const german = resumeInLanguage(data, "de");
    expect(german.basics.headline).toBe("Produktdesignerin");
    expect(german.sections.experience.items[0]?.position).toBe("Leitende Designerin");
    expect(german.sections.experience.items[0]?.company).toBe(data.sections.experience.items[0]?.company);
    expect(german.basics.name).toBe(data.basics.name);
    expect(german.metadata.locale).toBe("de-DE");
    expect("translations" in german).toBe(false);
    // The source is untouched, and a language without translations gives it back.
    expect(data.basics.headline).toBe(sampleResumeDataInput.basics.headline);
    expect(resumeInLanguage(data, "fr-FR").basics.headline).toBe(data.basics.headline);
  });

  it("refuses shared fields (names, e-mail, links, company) and unknown paths, each with its error", () => {
    const before = withGerman();
    const result = setTranslations(before, "de-DE", {
      "basics.name": "x",
      "basics.email": "x",
      [`${job}.url`]: { href: "x" },
      [`${job}.company`]: "x",
      "sections.experience.items.nope.position": "x",
      "basics.headline": "fine on its own",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toBe("invalid-texts");
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(
      [
        "basics.email",
        "basics.name",
        `${job}.company`,
        `${job}.url`,
        "sections.experience.items.nope.position",
      ].sort(),
    );
    expect(setTranslations(createSampleResumeData(), "de-DE", { "basics.headline": "x" })).toEqual({
      ok: false,
      problem: "language-missing",
    });
  });

  it("counts the texts to translate, and an empty text takes a translation back", () => {
    const data = withGerman();
    const total = pathsToTranslate(data).length;
    expect(total).toBeGreaterThan(10);
    expect(translationStatus(data, "de-DE")).toEqual({ texts: {}, missing: total, stale: [] });
    const two = ok(
      setTranslations(data, "de-DE", { "basics.headline": "A", [`${job}.summary`]: "<p>B</p>" }),
    );
    expect(translationStatus(two, "de-DE")).toEqual({
      texts: { "basics.headline": "A", [`${job}.summary`]: "<p>B</p>" },
      missing: total - 2,
      stale: [],
    });
    const one = ok(setTranslations(two, "de-DE", { "basics.headline": "" }));
    expect(translationStatus(one, "de-DE")?.missing).toBe(total - 1);
    expect(translationStatus(one, "fr-FR")).toBeUndefined();
  });

  it("marks a translation stale when its source text changes, until it is set again", () => {
    const data = ok(setTranslations(withGerman(), "de-DE", { [`${job}.position`]: "Leitende Designerin" }));
    const edited = copy(data);
    const item = edited.sections.experience.items[0];
    if (item === undefined) throw new Error("sample has an experience item");
    item.position = "Principal Designer";
    expect(translationStatus(edited, "de-DE")?.stale).toEqual([`${job}.position`]);
    // The stale text still prints until it is edited or confirmed.
    expect(resumeInLanguage(edited, "de-DE").sections.experience.items[0]?.position).toBe(
      "Leitende Designerin",
    );
    const confirmed = ok(setTranslations(edited, "de-DE", { [`${job}.position`]: "Leitende Designerin" }));
    expect(translationStatus(confirmed, "de-DE")?.stale).toEqual([]);
  });

  it("shows a new source item in the source text (to translate) and drops a deleted item's text from the view", () => {
    const data = ok(setTranslations(withGerman(), "de-DE", { [`${job}.position`]: "Leitende Designerin" }));
    const before = translationStatus(data, "de-DE")?.missing ?? 0;
    const edited = copy(data);
    const [first, ...rest] = edited.sections.experience.items;
    if (first === undefined) throw new Error("sample has an experience item");
    edited.sections.experience.items = [...rest, { ...first, id: "new-job", position: "Founder" }];
    const german = resumeInLanguage(edited, "de-DE");
    expect(german.sections.experience.items.map((item) => item.id)).toEqual(
      edited.sections.experience.items.map((item) => item.id),
    );
    expect(german.sections.experience.items.at(-1)?.position).toBe("Founder");
    const status = translationStatus(edited, "de-DE");
    expect(status?.texts).toEqual({});
    expect(status?.missing).toBe(before + 1);
  });

  it("runs the rich-text mapping (the server's sanitiser) over translated rich texts only", () => {
    const data = ok(
      setTranslations(withGerman(), "de-DE", {
        [`${job}.summary`]: "<p>x<script>1</script></p>",
        "basics.headline": "<b>plain text</b>",
      }),
    );
    const mapped = mapRichTexts(data, (html) => html.replace(/<script>.*<\/script>/, ""));
    expect(mapped.translations?.["de-DE"]?.fields[`${job}.summary`]?.value).toBe("<p>x</p>");
    expect(mapped.translations?.["de-DE"]?.fields["basics.headline"]?.value).toBe("<b>plain text</b>");
  });

  it("travels in the resume's change list, each text a part checked by its schema", () => {
    const before = withGerman();
    const after = ok(setTranslations(before, "de-DE", { "basics.headline": "A" }));
    const changes = resumeChanges(before, after);
    // One translated text travels as that text alone.
    expect(changes).toEqual([
      {
        path: ["translations", "de-DE", "fields", "basics.headline"],
        value: after.translations?.["de-DE"]?.fields["basics.headline"],
      },
    ]);
    expect(applyResumeChanges(before, changes, strictPartCheck)).toEqual(after);
    // From no translations at all to one language, and back.
    const source = createSampleResumeData();
    expect(applyResumeChanges(source, resumeChanges(source, after), strictPartCheck)).toEqual(after);
    expect(applyResumeChanges(after, resumeChanges(after, source), strictPartCheck)).toEqual(source);
  });
});

describe("a resume in another language", () => {
  it("prints default section names, months and Present in that language, a chosen name as translated", () => {
    const data = withGerman();
    const german = resumeInLanguage(data, "de-DE");
    expect(german.sections.experience.name).toBe("Berufserfahrung");
    expect(german.sections.education.name).toBe("Ausbildung");
    expect(german.sections.experience.items[0]?.date).toBe("März 2021 - heute");
    expect(german.sections.experience.items[1]?.date).toBe("Juli 2017 - Feb. 2021");
    // Shared dates stay the source's in the source language.
    expect(data.sections.experience.items[0]?.date).toBe("Mar 2021 - Present");
    // A default name needs no translation; a translated one wins over the default.
    expect(pathsToTranslate(data)).not.toContain("sections.experience.name");
    const renamed = ok(setTranslations(data, "de-DE", { "sections.experience.name": "Werdegang" }));
    expect(resumeInLanguage(renamed, "de-DE").sections.experience.name).toBe("Werdegang");
    const arabic = resumeInLanguage(ok(addLanguage(data, "ar")), "ar-SA");
    expect(arabic.metadata.locale).toBe("ar-SA");
    expect(arabic.sections.experience.items[0]?.date).toBe("مارس 2021 - حتى الآن");
  });

  it("turns month names of the source language or English into the target's, leaving other text", () => {
    expect(localizeDateText("Sept 2019 – now", "en-US", "fr-FR")).toBe("sept. 2019 – aujourd’hui");
    expect(localizeDateText("März 2021 - heute", "de-DE", "en-US")).toBe("Mar 2021 - Present");
    expect(localizeDateText("2013 - 2017", "en-US", "de-DE")).toBe("2013 - 2017");
    // "Mayor" is not May, "nowhere" not now.
    expect(localizeDateText("Mayor 2020, nowhere", "en-US", "de-DE")).toBe("Mayor 2020, nowhere");
    expect(localizeDateText("Mar 2021 - Present", "en-US", "en-US")).toBe("Mar 2021 - Present");
  });

  it("shows the language a reader asks for when the resume has it, else its own with what was asked", () => {
    const data = withGerman();
    expect(resumeForReader(data, "de").language).toEqual({ shown: "de-DE", available: ["en-US", "de-DE"] });
    expect(resumeForReader(data, "de").data.sections.experience.name).toBe("Berufserfahrung");
    expect(resumeForReader(data, undefined)).toEqual({
      data: createSampleResumeData(),
      language: { shown: "en-US", available: ["en-US", "de-DE"] },
    });
    for (const asked of ["fr", "xx-YY"])
      expect(resumeForReader(data, asked)).toEqual({
        data: createSampleResumeData(),
        language: { shown: "en-US", available: ["en-US", "de-DE"], unavailable: asked },
      });
  });
});
