import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { convertFile, detectFileType } from "./index.ts";
import { maxMarkdownChars } from "./shared/text.ts";
import { importError } from "./test-fixtures.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
/** UTF-16 little-endian with its byte order mark, as Excel's "Unicode text" and Windows Notepad write it. */
const utf16le = (text: string) =>
  Uint8Array.from([
    0xff,
    0xfe,
    ...[...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]),
  ]);
const json = (value: unknown) => JSON.stringify(value, null, 2);
const jsonResume = { basics: { name: "Zoë Müller", label: "Ingénieure" }, work: [{ name: "Café Crème" }] };

describe("encodings", () => {
  it("reads a Latin-1 CSV in a LinkedIn export as Windows-1252 and says so", () => {
    const zip = zipSync({ "Profile.csv": latin1("First Name,Last Name,Headline\nZoë,Müller,Ingénieure\n") });
    const { data, warnings } = convertFile("linkedin-data-export-zip", zip);
    expect(data.basics).toMatchObject({ name: "Zoë Müller", headline: "Ingénieure" });
    expect(warnings).toContainEqual({
      path: "Profile.csv",
      message:
        "Read as Windows-1252 (Western European, Latin-1): the file is not valid UTF-8. Check accented letters and symbols.",
    });
  });

  it("reads a UTF-16 CSV with clean column names", () => {
    const zip = zipSync({
      "Positions.csv": utf16le("Company Name,Title,Started On\r\nCafé Crème,Barista,Jan 2020\r\n"),
      "Profile.csv": utf8("First Name,Last Name\nZoë,Müller\n"),
    });
    const { data, warnings } = convertFile("linkedin-data-export-zip", zip);
    expect(data.sections.experience.items).toMatchObject([
      { company: "Café Crème", position: "Barista", date: "2020-01 - Present" },
    ]);
    expect(warnings).toEqual([{ path: "Positions.csv", message: "Read as UTF-16 (little-endian)" }]);
  });

  it("reads UTF-16 and Latin-1 JSON, and names the encoding it assumed", () => {
    for (const [bytes, encoding] of [
      [utf16le(json(jsonResume)), "UTF-16 (little-endian)"],
      [latin1(json(jsonResume)), "Windows-1252 (Western European, Latin-1)"],
    ] as const) {
      const { data, warnings } = convertFile("json-resume-json", bytes);
      expect(data.basics).toMatchObject({ name: "Zoë Müller", headline: "Ingénieure" });
      expect(data.sections.experience.items[0]?.company).toBe("Café Crème");
      expect(warnings[0]).toMatchObject({
        path: "",
        message: expect.stringContaining(`Read as ${encoding}`),
      });
    }
  });

  it("says nothing about UTF-8", () => {
    const { warnings } = convertFile("json-resume-json", utf8(json(jsonResume)));
    expect(warnings.filter((warning) => warning.message.startsWith("Read as"))).toEqual([]);
  });
});

describe("malformed JSON", () => {
  it("says where it breaks, by line and column", () => {
    const text = [
      "{",
      '  "basics": {',
      '    "name": "Ada Lovelace",',
      '    "label": "Analyst"',
      "  },",
      '  "work": [',
      "    {",
      '      "name": "Analytical Engine"',
      "    }",
      "  ],",
      '  "skills": []',
      '    "awards": []',
      "}",
    ].join("\n");
    expect(importError(() => convertFile("json-resume-json", utf8(text))).message).toBe(
      "Failed to parse JSON at line 12, column 5 (a comma is expected)",
    );
    expect(
      importError(() => convertFile("json-resume-json", utf8('{\r\n  "basics": {,}\r\n}'))).message,
    ).toBe("Failed to parse JSON at line 2, column 14 (a value is expected)");
  });
});

describe("the wrong type", () => {
  const zip = zipSync({ "Profile.csv": utf8("First Name,Last Name\nAda,Lovelace\n") });
  const vitae = {
    basics: { name: "Ada", url: { label: "", href: "" } },
    sections: { summary: { content: "" } },
  };
  const v3 = { basics: { name: "Ada", photo: {} }, sections: { work: { items: [] } }, metadata: {} };

  it("recognises each file type", () => {
    expect(detectFileType(zip)).toBe("linkedin-data-export-zip");
    expect(detectFileType(utf8(json(jsonResume)))).toBe("json-resume-json");
    expect(detectFileType(utf8(json(vitae)))).toBe("reactive-resume-json");
    expect(detectFileType(utf8(json({ data: vitae })))).toBe("reactive-resume-json");
    expect(detectFileType(utf8(json(v3)))).toBe("reactive-resume-v3-json");
    expect(detectFileType(utf8("{ nope"))).toBeUndefined();
    expect(detectFileType(utf8(json({ anything: 1 })))).toBeUndefined();
    // Basics and sections without a key only one of the two Reactive Resume versions has: no guess.
    expect(detectFileType(utf8(json({ basics: {}, sections: { skills: { items: [] } } })))).toBeUndefined();
  });

  it("refuses a file of another type, naming the type it is", () => {
    const asV4 = importError(() => convertFile("reactive-resume-json", utf8(json(jsonResume))));
    expect(asV4.message).toBe(
      "This file looks like a JSON Resume file, not a Vitae or Reactive Resume v4 export: import it as that type instead",
    );
    expect(asV4.suggestedType).toBe("json-resume-json");
    expect(importError(() => convertFile("json-resume-json", zip)).suggestedType).toBe(
      "linkedin-data-export-zip",
    );
    expect(importError(() => convertFile("linkedin-data-export-zip", utf8(json(vitae)))).suggestedType).toBe(
      "reactive-resume-json",
    );
    expect(importError(() => convertFile("json-resume-json", utf8(json(v3)))).suggestedType).toBe(
      "reactive-resume-v3-json",
    );
  });
});

describe("texts too long or too deep for Markdown", () => {
  it("keeps a text over the limit as plain text, with a warning", () => {
    const summary = `**Not bold** <b>escaped</b>\n\n${"word ".repeat(maxMarkdownChars / 5).trim()}`;
    const { data, warnings } = convertFile(
      "json-resume-json",
      utf8(json({ basics: { name: "Ada", summary } })),
    );
    expect(
      data.sections.summary.content.startsWith("<p>**Not bold** &lt;b&gt;escaped&lt;/b&gt;</p><p>word"),
    ).toBe(true);
    expect(warnings).toContainEqual({
      path: "",
      message: `The text starting "**Not bold** <b>escaped</b> word word w…" is kept as plain text: its ${summary.length.toLocaleString("en")} characters are too many to format (at most 20,000)`,
    });
  });

  it("keeps Markdown nested too deeply to format as plain text instead of crashing", () => {
    const summary = `${"> ".repeat(5_000)}deep`;
    const { data, warnings } = convertFile(
      "json-resume-json",
      utf8(json({ basics: { name: "Ada", summary } })),
    );
    expect(data.sections.summary.content).toBe(`<p>${"&gt; ".repeat(5_000)}deep</p>`);
    expect(warnings.map((warning) => warning.message)).toContainEqual(
      expect.stringMatching(/is kept as plain text: its Markdown is nested too deeply to format$/),
    );
  });
});
