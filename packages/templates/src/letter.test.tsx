/** @jsxRuntime automatic */
import { createLetterData, createSampleResumeData, letterLookOf, templateIds } from "@vitae/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatLetterDate, letterPdfMetadata, letterResumeData, type RenderableLetter } from "./letter.tsx";
import { renderLetterHtml, renderResumeHtml } from "./render-html.tsx";

const sample = createSampleResumeData();

const letterFor = (template: (typeof templateIds)[number]): RenderableLetter => {
  const data = createLetterData("de-DE");
  data.date = "2026-11-28";
  data.recipient = {
    name: "Erika Muster",
    title: "Head of Hiring",
    organisation: "Acme GmbH",
    address: "Hauptstr. 1\n10115 Berlin",
  };
  data.subject = "Bewerbung als Entwicklerin";
  data.greeting = "Sehr geehrte Frau Muster,";
  data.body = '<p>Erster Absatz.</p><p onclick="x()">Zweiter Absatz.<script>alert(1)</script></p>';
  data.closing = "Mit freundlichen Grüßen";
  data.signature.name = sample.basics.name;
  return { data, look: letterLookOf({ ...sample, metadata: { ...sample.metadata, template } }) };
};

/** The resume's header markup: from the first `<header` (or the letterhead around it) to its end. */
const headerOf = (html: string): string => {
  const start = html.indexOf("<header");
  return html.slice(start, html.indexOf("</header>", start) + "</header>".length);
};

describe("letters", () => {
  it.each(templateIds)("%s: the resume's own header over the shared body, every part in order", (id) => {
    const letter = letterFor(id);
    const html = renderLetterHtml(letter, { fontBaseUrl: "/fonts" });
    const resumeHtml = renderResumeHtml(
      { ...sample, metadata: { ...sample.metadata, template: id } },
      { fontBaseUrl: "/fonts" },
    );
    expect(html).toContain(`<section class="page vt-page vt-${id} vt-letter`);
    expect(headerOf(html)).toBe(headerOf(resumeHtml));
    // The template's own rules, as the resume's document carries them.
    const rules = resumeHtml.slice(resumeHtml.indexOf(`.vt-${id}`)).slice(0, 200);
    expect(html).toContain(rules);
    const order = [
      "28. November 2026",
      "Acme GmbH",
      "Bewerbung als Entwicklerin",
      "Sehr geehrte Frau Muster,",
      "Erster Absatz.",
      "Zweiter Absatz.",
      "Mit freundlichen Grüßen",
    ];
    const body = html.slice(html.indexOf("<body>"));
    const positions = order.map((text) => body.indexOf(text));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).not.toMatch(/<script|onclick/);
    expect(html).toContain('<html lang="de-DE"');
  });

  it("draws the letter's own design choices over the resume's, in the letter's language", () => {
    const letter = letterFor("onyx");
    letter.data.design = {
      template: "pikachu",
      theme: { background: "#111111", text: "#eeeeee", primary: "#ffcc00" },
    };
    const data = letterResumeData(letter);
    expect(data.metadata.template).toBe("pikachu");
    expect(data.metadata.theme.primary).toBe("#ffcc00");
    expect(data.metadata.typography).toEqual(sample.metadata.typography);
    expect(data.metadata.locale).toBe("de-DE");
    expect(data.basics.name).toBe(sample.basics.name);
  });

  it("prints without a resume in the default design, signed by the typed name", () => {
    const letter = { ...letterFor("rhyhorn"), look: null };
    const html = renderToStaticMarkup(<div>{renderLetterHtml(letter, { fontBaseUrl: "/fonts" })}</div>);
    expect(html).toContain("vt-rhyhorn");
    expect(letterPdfMetadata(letter)).toMatchObject({
      author: sample.basics.name,
      subject: "Bewerbung als Entwicklerin",
    });
  });

  it("writes the date in the letter's language, and leaves no date empty", () => {
    expect(formatLetterDate("2026-11-28", "en-US")).toBe("November 28, 2026");
    expect(formatLetterDate("2026-11-28", "fr-FR")).toBe("28 novembre 2026");
    expect(formatLetterDate("", "en-US")).toBe("");
  });
});
