/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { importMessages, ResumeDataSchema } from "@vitae/schema";
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ImportError, Warnings } from "../shared/result.ts";
import { importError } from "../test-fixtures.ts";
import { convertLinkedInExport } from "./convert.ts";
import { parseCsv } from "./csv.ts";
import { linkedInDate } from "./dates.ts";
import { readZipEntries } from "./unzip.ts";

const fixtureDir = new URL(
  "../../../../../shared/fixtures/import/linkedin-export/silkyrich-synthetic-ada/",
  import.meta.url,
);

const fixtureFiles = (): Record<string, Uint8Array> =>
  Object.fromEntries(
    readdirSync(fixtureDir)
      .filter((name) => name.endsWith(".csv"))
      .map((name) => [name, new Uint8Array(readFileSync(new URL(name, fixtureDir)))]),
  );

const zip = (files: Record<string, string | Uint8Array>): Uint8Array =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, content]) => [
        name,
        typeof content === "string" ? strToU8(content) : content,
      ]),
    ),
  );

const paths = (warnings: { path: string }[]) => warnings.map((warning) => warning.path);

describe("the synthetic Ada export", () => {
  const files = fixtureFiles();
  const { data, warnings } = convertLinkedInExport(zip(files));

  it("finds the fixture", () => {
    expect(Object.keys(files)).toContain("Positions.csv");
  });

  it("fills the basics", () => {
    expect(data.basics).toMatchObject({
      name: "Ada Byron-Lovelace",
      headline:
        "Analytical Engineer · Bernoulli number automation · Translating abstract compute into operational reality",
      email: "ada.example@example.com",
      phone: "+44 20 5550 0100",
      location: "London, England, United Kingdom",
      url: { label: "", href: "https://example.com/ada" },
    });
  });

  it("keeps the multi-line summary as paragraphs", () => {
    const content = data.sections.summary.content;
    expect(content.match(/<p>/g)).toHaveLength(4);
    expect(content).toContain("<p>Previously: Translator, private tutor in differential calculus");
    expect(content).toContain("Not open to: poetry.</p>");
  });

  it("turns the bracketed Twitter handle into a profile", () => {
    expect(data.sections.profiles.items).toEqual([
      expect.objectContaining({
        network: "Twitter",
        username: "ada_example",
        icon: "x",
        url: { label: "", href: "https://twitter.com/ada_example" },
      }),
    ]);
  });

  it("maps every position with month dates", () => {
    const items = data.sections.experience.items;
    expect(items).toHaveLength(11);
    expect(items[0]).toMatchObject({
      company: "Cyberdyne Systems",
      position: "Staff Engineer",
      location: "London, United Kingdom",
      date: "2022-10 - 2024-07",
      summary: "<p>Developer tooling + platform. Shipped the fake SkyNet SDK.</p>",
    });
    expect(items[4]?.summary).toBe("<p>Applied R&amp;D division.</p>");
  });

  it("maps projects, skills, education and languages", () => {
    expect(data.sections.projects.items).toHaveLength(16);
    expect(data.sections.projects.items[0]).toMatchObject({
      name: "OpenTelemetry for Flutter",
      date: "2023-01 - 2023-11",
      url: { href: "https://example.com/projects/opentelemetry-for-flutter" },
    });
    expect(data.sections.skills.items).toHaveLength(60);
    expect(data.sections.skills.items.at(-1)?.name).toBe("Reactive Programming");
    expect(data.sections.education.items).toEqual([
      expect.objectContaining({
        institution: "Hogwarts School of Witchcraft and Wizardry",
        studyType: "BSc, Enchanted Computing",
        date: "2008-09 - 2012-06",
        summary: "<p>Activities and societies: Quidditch, Charms Club</p>",
      }),
      expect.objectContaining({
        institution: "Starfleet Academy",
        summary: "<p>Exchange year</p><p>Activities and societies: Warp Field Society</p>",
      }),
    ]);
    expect(data.sections.languages.items).toEqual([
      expect.objectContaining({ name: "English", description: "Native or bilingual proficiency", level: 5 }),
    ]);
  });

  it("reports what it left out, once per column", () => {
    expect(paths(warnings)).toEqual(
      expect.arrayContaining([
        "Profile.csv: column Birth Date",
        "Profile.csv: column Industry",
        "Profile.csv: column Address",
        "Profile.csv: column Zip Code",
        "Email Addresses.csv row 3",
        "PhoneNumbers.csv row 3",
      ]),
    );
    // Empty columns, account metadata and the identical Profile Summary.csv are not worth a warning.
    expect(paths(warnings).join("\n")).not.toMatch(
      /Maiden Name|Confirmed|Updated On|Type|Profile Summary|Started On/,
    );
    expect(new Set(paths(warnings)).size).toBe(warnings.length);
  });
});

describe("hand-written exports", () => {
  it("reads a quoted multi-line description with commas, quotes and bullets", () => {
    const positions = [
      "Company Name,Title,Description,Location,Started On,Finished On",
      'Acme, Inc.,CTO,"Led the team, shipped ""Apollo"" <fast>.',
      "- Built the API, the queue",
      "• Cut costs by 30%",
      "",
      'Then moved on.",Berlin,Jan 2020,',
    ].join("\n");
    const { data } = convertLinkedInExport(
      zip({ "Positions.csv": positions.replace("Acme, Inc.", '"Acme, Inc."') }),
    );
    expect(data.sections.experience.items[0]).toMatchObject({
      company: "Acme, Inc.",
      position: "CTO",
      location: "Berlin",
      date: "2020-01 - Present",
      summary:
        "<p>Led the team, shipped &quot;Apollo&quot; &lt;fast&gt;.</p>" +
        "<ul><li><p>Built the API, the queue</p></li><li><p>Cut costs by 30%</p></li></ul>" +
        "<p>Then moved on.</p>",
    });
  });

  it("reads a Profile.csv with a BOM and CRLF line endings", () => {
    const profile =
      '\uFEFFFirst Name,Last Name,Headline,Summary\r\nGrace,Hopper,Rear admiral,"One\r\ntwo"\r\n';
    const { data, warnings } = convertLinkedInExport(zip({ "export/Profile.csv": profile }));
    expect(data.basics.name).toBe("Grace Hopper");
    expect(data.basics.headline).toBe("Rear admiral");
    expect(data.sections.summary.content).toBe("<p>One<br>two</p>");
    expect(warnings).toEqual([]);
  });

  it("treats a missing Positions.csv as no experience", () => {
    const { data, warnings } = convertLinkedInExport(zip({ "Skills.csv": "Name\nCOBOL\n" }));
    expect(data.sections.experience.items).toEqual([]);
    expect(data.sections.skills.items.map((skill) => skill.name)).toEqual(["COBOL"]);
    expect(warnings).toEqual([]);
  });

  it("reads the 2018 layout", () => {
    const profile = [
      "First Name,Last Name,Maiden Name,Address,Birth Date,Contact Instructions,Headline,Summary,Industry,Country,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers",
      'Jan,Novak,,,"Feb 17, 1990",Call after six,Engineer,,Computer Software,India,,Delhi,jnovak_dev,"PORTFOLIO:http://jnovak.example.com, PORTFOLIO:https://github.com/jnovak/",SKYPE:jnovak',
    ].join("\n");
    const { data, warnings } = convertLinkedInExport(
      zip({
        "Profile.csv": profile,
        "Phone Numbers.csv": "Extension,Number,Type\n,555 0100,Mobile\n, +91 70000 00000,\n",
        "Projects.csv":
          "Title,Description,Url,Start Date,End Date\nAll Social,Shares posts.,http://social.example.com/main,Aug 2016,\n",
        "Articles/2017-12-09 04:54:08.html": "<p>An article</p>",
      }),
    );
    expect(data.basics).toMatchObject({
      name: "Jan Novak",
      location: "Delhi, India",
      phone: "555 0100",
      url: { href: "http://jnovak.example.com" },
    });
    expect(data.sections.profiles.items).toEqual([
      expect.objectContaining({
        network: "Twitter",
        username: "jnovak_dev",
        url: expect.objectContaining({ href: "https://twitter.com/jnovak_dev" }),
      }),
      expect.objectContaining({ network: "GitHub", username: "jnovak", icon: "github" }),
    ]);
    expect(data.sections.projects.items[0]).toMatchObject({ name: "All Social", date: "2016-08 - Present" });
    expect(paths(warnings)).toEqual(
      expect.arrayContaining([
        "Profile.csv: column Birth Date",
        "Profile.csv: column Contact Instructions",
        "Profile.csv: column Industry",
        "Profile.csv: column Instant Messengers",
        "Phone Numbers.csv row 3",
      ]),
    );
    expect(paths(warnings)).not.toContain("Profile.csv: column Country");
  });

  it("keeps a typed website that is no known network as a profile named after its type", () => {
    const profile =
      'First Name,Websites\nAda,"[COMPANY:https://a.example.com,BLOG:https://b.example.com/posts/]"\n';
    const { data } = convertLinkedInExport(zip({ "Profile.csv": profile }));
    expect(data.basics.url.href).toBe("https://a.example.com");
    expect(data.sections.profiles.items).toEqual([
      expect.objectContaining({ network: "Blog", username: "b.example.com/posts", icon: "" }),
    ]);
  });

  it("leaves out an invalid certification URL with a warning", () => {
    const certifications = [
      "Name,Url,Authority,Started On,Finished On,License Number",
      "Safe Rust,not a url,Ferris Academy,Mar 2021,,R-42",
      "Expired,,,2019,2020,",
    ].join("\n");
    const { data, warnings } = convertLinkedInExport(zip({ "Certifications.csv": certifications }));
    expect(data.sections.certifications.items).toEqual([
      expect.objectContaining({
        name: "Safe Rust",
        issuer: "Ferris Academy",
        date: "2021-03",
        url: { label: "", href: "" },
        credentialId: "R-42",
      }),
      expect.objectContaining({ name: "Expired", date: "2019 - 2020" }),
    ]);
    expect(warnings).toEqual([
      { path: "Certifications.csv row 2: Url", message: "Not a valid web address, left out: not a url" },
    ]);
  });

  it("skips rows without their required value and reports unknown columns once", () => {
    const positions = "Company Name,Title,Mood\n,Ghost,happy\nAcme,Dev,sad\n";
    const { data, warnings } = convertLinkedInExport(zip({ "Positions.csv": positions }));
    expect(data.sections.experience.items.map((item) => item.company)).toEqual(["Acme"]);
    expect(warnings).toEqual([
      { path: "Positions.csv: column Mood", message: "Not carried over: Vitae has no field for it" },
      { path: "Positions.csv row 2", message: "Company Name is required: item left out" },
    ]);
  });

  it("maps proficiency to levels", () => {
    const languages = [
      "Name,Proficiency",
      "A,Elementary proficiency",
      "B,Limited working proficiency",
      "C,Professional working proficiency",
      "D,Full professional proficiency",
      "E,Native or bilingual proficiency",
      "F,",
      "G,Fluent",
    ].join("\n");
    const { data, warnings } = convertLinkedInExport(zip({ "Languages.csv": languages }));
    expect(data.sections.languages.items.map((item) => item.level)).toEqual([1, 2, 3, 4, 5, 1, 1]);
    expect(warnings).toEqual([]);
  });

  it("prefers the primary e-mail and skips invalid ones", () => {
    const emails = "Email Address,Confirmed,Primary\nold@example.com,Yes,No\nnot-an-address,Yes,Yes\n";
    const { data, warnings } = convertLinkedInExport(zip({ "Email Addresses.csv": emails }));
    expect(data.basics.email).toBe("old@example.com");
    expect(paths(warnings)).toEqual(["Email Addresses.csv row 3"]);
  });

  it("warns about unknown CSV files and about a zip with no LinkedIn file", () => {
    const withUnknown = convertLinkedInExport(
      zip({ "Skills.csv": "Name\nGo\n", "Connections.csv": "First Name\nBob\n" }),
    );
    expect(withUnknown.warnings).toEqual([
      { path: "Connections.csv", message: "Not carried over: Vitae has no section for it" },
    ]);
    const unrelated = convertLinkedInExport(zip({ "photo.jpg": new Uint8Array([1, 2, 3]) }));
    expect(paths(unrelated.warnings)).toEqual(["zip"]);
  });

  it("maps honors, publications, volunteering, recommendations and courses instead of dropping them", () => {
    const { data, warnings } = convertLinkedInExport(
      zip({
        "Honors.csv": 'Title,Description,Issued On\n"Dean\'s List","Top 5%, twice",Jun 2019\n',
        "Publications.csv":
          "Name,Published On,Description,Publisher,Url\nOn Engines,Mar 1843,Notes,Taylor,https://example.com/notes\n",
        "Volunteering.csv":
          "Company Name,Role,Cause,Started On,Finished On,Description\nCode Club,Mentor,Education,Jan 2020,,Teaching kids\n",
        "Recommendations_Received.csv":
          "First Name,Last Name,Company,Job Title,Text,Creation Date,Status\nCharles,Babbage,Engines Ltd,Inventor,Brilliant work,01/02/20,VISIBLE\n",
        "Courses.csv": "Name,Number\nAnalysis,MA101\n",
      }),
    );
    expect(data.sections.awards.items[0]).toMatchObject({
      title: "Dean's List",
      date: "2019-06",
      summary: "<p>Top 5%, twice</p>",
    });
    expect(data.sections.publications.items[0]).toMatchObject({
      name: "On Engines",
      publisher: "Taylor",
      date: "1843-03",
      url: { href: "https://example.com/notes" },
    });
    expect(data.sections.volunteer.items[0]).toMatchObject({
      organization: "Code Club",
      position: "Mentor",
      date: "2020-01 - Present",
    });
    expect(data.sections.volunteer.items[0]?.summary).toBe("<p>Cause: Education</p><p>Teaching kids</p>");
    expect(data.sections.references.items[0]).toMatchObject({
      name: "Charles Babbage",
      description: "Inventor, Engines Ltd",
      summary: "<p>Brilliant work</p>",
    });
    const courses = Object.values(data.sections.custom);
    expect(
      courses.map((section) => [section.name, section.items[0]?.name, section.items[0]?.description]),
    ).toEqual([["Courses", "Analysis", "MA101"]]);
    expect(data.metadata.layout.flat(2)).toContain(`custom.${courses[0]?.id}`);
    expect(paths(warnings)).not.toContain("Honors.csv");
  });

  it("reads the 2018 Honors.csv layout: Issuer is the awarder, Issue Date the date", () => {
    const { data, warnings } = convertLinkedInExport(
      zip({ "Honors.csv": "Title,Description,Issuer,Issue Date\nTuring Prize,For engines,ACM,Mar 2017\n" }),
    );
    expect(data.sections.awards.items).toEqual([
      expect.objectContaining({
        title: "Turing Prize",
        awarder: "ACM",
        date: "2017-03",
        summary: "<p>For engines</p>",
      }),
    ]);
    expect(warnings).toEqual([]);
  });

  it("escapes Profile.csv's Summary as plain text, like every other LinkedIn field", () => {
    const profile = 'First Name,Summary\nAda,"I use <b>bold</b> words & <angle brackets>\n- one\n**two**"\n';
    const { data } = convertLinkedInExport(zip({ "Profile.csv": profile }));
    expect(data.sections.summary.content).toBe(
      "<p>I use &lt;b&gt;bold&lt;/b&gt; words &amp; &lt;angle brackets&gt;</p><ul><li><p>one</p></li></ul><p>**two**</p>",
    );
    const summaryFile = "Profile Summary\n<only a placeholder>\n";
    const fromSummaryFile = convertLinkedInExport(zip({ "Profile Summary.csv": summaryFile }));
    expect(fromSummaryFile.data.sections.summary.content).toBe("<p>&lt;only a placeholder&gt;</p>");
  });

  it("keeps an unknown date as written, with a warning", () => {
    const { data, warnings } = convertLinkedInExport(
      zip({ "Positions.csv": "Company Name,Started On\nAcme,sometime in spring\n" }),
    );
    expect(data.sections.experience.items[0]?.date).toBe("sometime in spring - Present");
    expect(paths(warnings)).toEqual(["Positions.csv row 2: Started On"]);
  });
});

describe("archives it refuses", () => {
  it("refuses an empty zip", () => {
    expect(importError(() => convertLinkedInExport(zipSync({}))).message).toBe(importMessages.emptyZip);
  });

  it("refuses a zip holding only a folder", () => {
    expect(importError(() => convertLinkedInExport(zipSync({ export: {} }))).message).toBe(
      importMessages.emptyZip,
    );
  });

  it("refuses bytes that are not a zip", () => {
    const bytes = Uint8Array.from({ length: 512 }, (_, index) => (index * 7919) % 251);
    expect(importError(() => convertLinkedInExport(bytes)).message).toBe(importMessages.unreadableFile);
    expect(importError(() => convertLinkedInExport(new Uint8Array())).message).toBe(
      importMessages.unreadableFile,
    );
  });

  it("refuses a zip bomb from its declared size", () => {
    const bomb = zipSync({ "Positions.csv": new Uint8Array(30_000_000) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(importError(() => convertLinkedInExport(bomb)).message).toMatch(
      /^The zip archive is too large to import: Positions\.csv would unpack to more than 20 MB/,
    );
  });

  it("refuses a well-compressed entry under the size limit and a too-large total", () => {
    const dense = zipSync({ "Skills.csv": new Uint8Array(5_000_000) });
    expect(importError(() => readZipEntries(dense)).message).toMatch(/compressed suspiciously well/);
    const spread = zipSync({ "a.csv": new Uint8Array(2_000), "b.csv": new Uint8Array(2_000) }, { level: 0 });
    expect(importError(() => readZipEntries(spread, { maxTotalSize: 3_000 })).message).toMatch(/more than/);
  });

  it("refuses 300 tiny entries", () => {
    const many = zip(
      Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`file-${index}.csv`, "x"])),
    );
    expect(importError(() => convertLinkedInExport(many)).message).toMatch(/more than 200 files/);
  });
});

describe("readZipEntries", () => {
  it("keys CSV files by base name, drops the BOM and skips other files", () => {
    const entries = readZipEntries(
      zip({ "Export/Positions.csv": "\uFEFFa\n", "export/other/POSITIONS.CSV": "b\n", "notes.txt": "c" }),
    );
    expect([...entries].map(([name, file]) => [name, file.read()])).toEqual([
      ["Positions.csv", { text: "a\n", encoding: "UTF-8" }],
    ]);
  });
});

describe("parseCsv", () => {
  it("trims header names and reads quoted multi-line values", () => {
    expect(parseCsv(' Name , Note\n"A","line 1\r\nline ""2"""\n\n  \n')).toEqual([
      { Name: "A", Note: 'line 1\nline "2"' },
    ]);
  });

  it("reports an unclosed quote", () => {
    const problems: string[] = [];
    parseCsv('Name\n"open\n', (problem) => problems.push(problem.message));
    expect(problems).toHaveLength(1);
  });
});

describe("linkedInDate", () => {
  it.each([
    ["Jan 2020", "2020-01"],
    ["January 2020", "2020-01"],
    ["Sept 2019", "2019-09"],
    ["01 Oct 2022", "2022-10"],
    ["Feb 17, 1998", "1998-02"],
    ["2020", "2020"],
    ["10/2019", "2019-10"],
    ["2022-10-01", "2022-10"],
    ["", ""],
  ])("reads %j as %j", (text, expected) => {
    const warnings = new Warnings();
    expect(linkedInDate(text, "x", warnings)).toBe(expected);
    expect(warnings.list).toEqual([]);
  });

  it.each(["13/2019", "Smarch 2020", "2020-13", "soon"])("keeps %j as written with a warning", (text) => {
    const warnings = new Warnings();
    expect(linkedInDate(text, "x", warnings)).toBe(text);
    expect(warnings.list).toHaveLength(1);
  });
});

describe("properties", () => {
  // Papaparse logs (console.warn) when random headers repeat; the renamed columns are reported as unmapped anyway.
  beforeAll(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  const knownNames = [
    "Profile.csv",
    "Profile Summary.csv",
    "Email Addresses.csv",
    "PhoneNumbers.csv",
    "Phone Numbers.csv",
    "Positions.csv",
    "Education.csv",
    "Certifications.csv",
    "Languages.csv",
    "Projects.csv",
    "Skills.csv",
  ];
  const cellText = fc.oneof(
    fc.string(),
    fc.constantFrom(
      "Name",
      "Company Name",
      "Title",
      "Url",
      "Websites",
      "Twitter Handles",
      "Email Address",
      "Started On",
      "Jan 2020",
      "https://example.com/a",
      "[@ada]",
      '"',
      "\n",
      ",",
    ),
  );
  const csvText = fc
    .array(fc.array(cellText, { maxLength: 6 }), { maxLength: 6 })
    .map((rows) => rows.map((row) => row.join(",")).join("\n"));
  const files = fc.dictionary(
    fc.oneof(fc.constantFrom(...knownNames), fc.string({ minLength: 1 })),
    fc.oneof(fc.string(), csvText),
    {
      maxKeys: 8,
    },
  );

  /** Converts, allowing only ImportError to escape, and checks any result against the schema. */
  const convertSafely = (bytes: Uint8Array) => {
    try {
      const { data } = convertLinkedInExport(bytes);
      expect(ResumeDataSchema.safeParse(data).success).toBe(true);
    } catch (error) {
      expect(error).toBeInstanceOf(ImportError);
    }
  };

  it("converts random exports into valid data or an ImportError", () => {
    fc.assert(
      fc.property(files, (contents) => {
        let bytes: Uint8Array;
        try {
          bytes = zip(contents);
        } catch {
          return fc.pre(false);
        }
        convertSafely(bytes);
      }),
    );
  });

  it("never throws anything but ImportError on random or damaged bytes", () => {
    const valid = zip(fixtureFiles());
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 2048 }),
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        (random, damage) => {
          convertSafely(random);
          const damaged = valid.slice();
          for (const [at, byte] of damage) damaged[at] = byte;
          convertSafely(damaged);
        },
      ),
    );
  });
});
