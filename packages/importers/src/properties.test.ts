/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { ResumeDataSchema, sampleResumeData, sectionKeys } from "@vitae/schema";
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { fileConverters } from "./index.ts";
import { convertLinkedInProfile } from "./linkedin-profile/convert.ts";
import { ImportError, type ImportResult } from "./shared/result.ts";
import { fixture, fixtureNames, fixturesDir } from "./test-fixtures.ts";

// Every converter, on any input, either returns valid resume data with well-formed warnings or throws an
// ImportError: never another exception, never data the schema would change.

const numRuns = Number(process.env.PROPERTY_RUNS ?? 200);

type Converter = (input: Uint8Array) => ImportResult;

const converters: [string, Converter][] = [
  ...Object.entries(fileConverters),
  ["linkedin-profile", (input) => convertLinkedInProfile(input, "https://www.linkedin.com/in/someone/")],
];

const encoder = new TextEncoder();
const bytesOf = (value: unknown): Uint8Array => encoder.encode(JSON.stringify(value) ?? "null");

const isWarning = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).sort().join() === "message,path" &&
  typeof (value as { path: unknown }).path === "string" &&
  typeof (value as { message: unknown }).message === "string";

/** The property: a result the schema leaves unchanged with `{ path, message }` warnings, or an ImportError. */
const holds = (convert: Converter, input: Uint8Array): void => {
  let result: ImportResult;
  try {
    result = convert(input);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    if (typeof error.message !== "string" || !error.issues.every(isWarning))
      expect.fail(
        `malformed ImportError: ${JSON.stringify({ message: error.message, issues: error.issues })}`,
      );
    return;
  }
  const parsed = ResumeDataSchema.parse(result.data);
  // isDeepStrictEqual, not toStrictEqual: a custom section may be called "constructor", which jest's type check trips on.
  if (!isDeepStrictEqual(parsed, result.data)) {
    expect(parsed).toEqual(result.data);
    expect.fail("The schema changes the converted data (an undefined field or a prototype)");
  }
  if (!Array.isArray(result.warnings) || !result.warnings.every(isWarning))
    expect.fail(`malformed warnings: ${JSON.stringify(result.warnings)}`);
};

// ---- values -----------------------------------------------------------------------------------------------

/** Strings converters treat specially (links, e-mails, dates, levels, templates, icons) beside random ones. */
const text = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "Acme",
    "https://example.com/a",
    "example.com/me",
    "javascript:alert(1)",
    "ftp://example.com",
    "a@example.com",
    "not an e-mail",
    "2020",
    "2020-01",
    "2020-13-45",
    "2021-03-04T05:06:07Z",
    "01 Oct 2022",
    "Sep 2008",
    "Present",
    "Native",
    "fluent",
    "Full professional proficiency",
    "<p>Hi <b>there</b></p><ul><li>one</li></ul>",
    "# Title\n- a\n- b\n\n**bold**",
    "linkedin-logo",
    "ditto",
    "pokeball",
    "A4",
    "letter",
    "#ff0000",
    "custom.x",
    "experience",
    "work",
    "__proto__",
    "constructor",
  ),
  fc.string(),
  fc.string({ unit: "grapheme" }),
);

const number = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double(), fc.integer());

const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));

/** Small objects of the shapes the formats use for links, dates and pictures. */
const loose = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.record(model, { requiredKeys: [] });
const shapedObject = fc.oneof(
  loose({ label: text, href: text }),
  loose({ day: number, month: number, year: number }),
  loose({ start: text, end: text }),
  loose({ url: text, size: number, aspectRatio: number, borderRadius: number, effects: fc.anything() }),
  loose({ address: text, city: text, region: text, postalCode: text, countryCode: text, country: text }),
);

const value = fc.oneof(
  { arbitrary: leaf, weight: 6 },
  { arbitrary: shapedObject, weight: 2 },
  { arbitrary: fc.array(leaf, { maxLength: 4 }), weight: 2 },
  { arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }), weight: 1 },
);

/** An object with some of `keys` (and maybe a stray one), holding any value. */
const itemOf = (keys: readonly string[]) =>
  fc.dictionary(
    fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 5 }, fc.string({ maxLength: 6 })),
    value,
    {
      maxKeys: 8,
    },
  );

/** A list of items, now and then with something that is not an object in it. */
const itemsOf = (keys: readonly string[]) =>
  fc.oneof(
    {
      arbitrary: fc.array(fc.oneof({ arbitrary: itemOf(keys), weight: 6 }, value), { maxLength: 4 }),
      weight: 6,
    },
    value,
  );

const either = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary, weight: 5 }, value);

// ---- shapes of each format --------------------------------------------------------------------------------

const rrItemKeys = [
  ...["id", "visible", "url", "name", "description", "date", "summary", "keywords", "level", "location"],
  ...["company", "position", "institution", "studyType", "area", "score", "network", "username", "icon"],
  ...["title", "awarder", "issuer", "organization", "publisher"],
];
/** Fields an item of each Reactive Resume / Vitae section cannot do without. */
const rrRequired: Record<string, Record<string, string>> = {
  education: { institution: "MIT" },
  experience: { company: "Acme" },
  internship: { company: "Acme" },
  projects: { name: "Vitae" },
  certifications: { name: "CKA" },
  profiles: { network: "GitHub", username: "me" },
  awards: { title: "Best" },
  interests: { name: "Chess" },
  publications: { name: "Paper" },
  volunteer: { organization: "Red Cross" },
  references: { name: "Ada" },
};
/** Items of a section, most of them with an id and the section's required fields so that some get through. */
const rrItems = (key: string) =>
  fc.oneof(
    fc.array(
      fc
        .tuple(itemOf(rrItemKeys), fc.boolean())
        .map(([item, complete]) => (complete ? { ...item, id: "item-1", ...rrRequired[key] } : item)),
      { maxLength: 2 },
    ),
    { arbitrary: value, weight: 1 },
  );
const rrSection = (key: string) =>
  loose({
    id: text,
    name: text,
    columns: fc.oneof(fc.integer({ min: 1, max: 5 }), number),
    visible: fc.boolean(),
    separateLinks: fc.boolean(),
    content: text,
    items: rrItems(key),
  });
const layoutId = fc.oneof(fc.constantFrom(...sectionKeys, "custom.x"), text);
const reactiveResumeV4 = loose({
  basics: either(
    loose({
      name: text,
      headline: text,
      email: text,
      phone: text,
      location: text,
      url: either(loose({ label: text, href: text })),
      customFields: itemsOf(["id", "icon", "name", "value"]),
      picture: either(loose({ url: text, size: number, aspectRatio: number, borderRadius: number })),
    }),
  ),
  sections: either(
    fc
      .tuple(
        fc
          .subarray([...sectionKeys], { maxLength: 3 })
          .chain((keys) => fc.tuple(fc.constant(keys), fc.tuple(...keys.map(rrSection)))),
        fc.dictionary(fc.constantFrom("x", "y", "__proto__"), rrSection("custom"), { maxKeys: 2 }),
      )
      .map(([[keys, sections], custom]) => ({
        ...Object.fromEntries(keys.map((key, index) => [key, sections[index]])),
        custom,
      })),
  ),
  metadata: either(
    loose({
      template: text,
      layout: either(
        fc.array(fc.array(fc.array(layoutId, { maxLength: 4 }), { maxLength: 3 }), { maxLength: 2 }),
      ),
      css: value,
      page: value,
      theme: value,
      typography: value,
      notes: text,
    }),
  ),
});

/** Reactive Resume v4 / Vitae data with the right types throughout, so the lenient clean-up and the warnings run. */
const rrTextKeys = rrItemKeys.filter((key) => !["id", "visible", "url", "level", "keywords"].includes(key));
const rrTypedItem = (key: string) =>
  fc
    .tuple(
      fc.record(
        {
          id: fc.constantFrom("item-1", "item-2", ""),
          visible: fc.boolean(),
          url: loose({ label: text, href: text }),
          level: fc.integer({ min: -1, max: 6 }),
          keywords: fc.array(text, { maxLength: 3 }),
          ...Object.fromEntries(rrTextKeys.map((name) => [name, text])),
        },
        { requiredKeys: ["id"] },
      ),
      fc.dictionary(fc.string({ maxLength: 6 }), leaf, { maxKeys: 1 }),
    )
    .map(([item, extra]) => ({ ...extra, ...item, ...rrRequired[key] }));
const rrTypedSection = (key: string) =>
  loose({
    name: text,
    columns: fc.integer({ min: 0, max: 6 }),
    visible: fc.boolean(),
    separateLinks: fc.boolean(),
    content: text,
    items: fc.array(rrTypedItem(key), { maxLength: 2 }),
  });
const reactiveResumeV4Typed = fc.record(
  {
    basics: loose({
      name: text,
      headline: text,
      email: text,
      phone: text,
      location: text,
      url: loose({ label: text, href: text }),
      customFields: fc.array(
        fc.record({
          id: fc.constantFrom("field-1", "field-2"),
          icon: fc.constantFrom("linkedin-logo", "github-logo", "calendar", "", "-logo"),
          name: text,
          value: text,
        }),
        { maxLength: 2 },
      ),
      picture: loose({
        url: text,
        size: fc.integer({ min: 0, max: 200 }),
        aspectRatio: fc.double({ min: 0.1, max: 2, noNaN: true }),
        borderRadius: fc.integer({ min: 0, max: 9999 }),
      }),
    }),
    sections: fc
      .tuple(
        fc
          .subarray([...sectionKeys], { maxLength: 4 })
          .chain((keys) => fc.tuple(fc.constant(keys), fc.tuple(...keys.map(rrTypedSection)))),
        fc.dictionary(fc.constantFrom("x", "y", "constructor"), rrTypedSection("custom"), { maxKeys: 2 }),
      )
      .map(([[keys, sections], custom]) => ({
        ...Object.fromEntries(keys.map((key, index) => [key, sections[index]])),
        custom: Object.fromEntries(Object.entries(custom).map(([id, section]) => [id, { ...section, id }])),
      })),
    metadata: loose({
      template: text,
      layout: fc.array(fc.tuple(fc.array(layoutId, { maxLength: 4 }), fc.array(layoutId, { maxLength: 4 })), {
        minLength: 1,
        maxLength: 2,
      }),
      notes: text,
    }),
  },
  { requiredKeys: ["basics", "sections"] },
);

const v3Section = loose({
  id: text,
  name: text,
  type: fc.constantFrom("basic", "work", "custom", "education"),
  visible: fc.boolean(),
  columns: number,
  isDuplicated: fc.boolean(),
  items: itemsOf([
    ...rrItemKeys,
    ...["subtitle", "degree", "grade", "courses", "levelNum", "relationship", "reference", "phone", "email"],
  ]),
});
const reactiveResumeV3 = loose({
  basics: either(
    loose({
      name: text,
      headline: text,
      email: text,
      phone: text,
      website: text,
      summary: text,
      location: either(loose({ address: text, city: text, region: text, postalCode: text, country: text })),
      photo: either(
        loose({
          url: text,
          visible: fc.boolean(),
          filters: loose({ size: number, shape: text, border: fc.boolean(), grayscale: fc.boolean() }),
        }),
      ),
      profiles: itemsOf(["id", "network", "username", "url"]),
    }),
  ),
  sections: either(
    fc.dictionary(
      fc.constantFrom(
        ...["work", "education", "awards", "certifications", "publications", "skills", "languages"],
        ...["interests", "volunteer", "projects", "references", "work-1", "2d47a563-aaaa", "constructor"],
      ),
      either(v3Section),
      { maxKeys: 6 },
    ),
  ),
  metadata: either(
    loose({
      template: text,
      layout: either(
        fc.array(fc.array(fc.array(text, { maxLength: 4 }), { maxLength: 3 }), { maxLength: 3 }),
      ),
      theme: value,
      typography: value,
      page: value,
      css: value,
      date: either(loose({ format: text })),
      locale: text,
    }),
  ),
  public: fc.boolean(),
});

const jsonResumeItemKeys = [
  ...["name", "company", "position", "url", "website", "startDate", "endDate", "summary", "highlights"],
  ...["institution", "area", "studyType", "score", "courses", "title", "date", "awarder", "issuer"],
  ...["publisher", "releaseDate", "level", "levelNum", "keywords", "keyword", "language", "fluency"],
  ...["reference", "relationship", "description", "entity", "type", "roles", "organization", "location"],
];
/** Vitae's extension block under `meta.vitae`, damaged every way a hand edit or another tool could. */
const vitaeEntry = either(
  loose({ at: fc.oneof(fc.integer({ min: -1, max: 3 }), number), item: either(itemOf(rrItemKeys)) }),
);
const vitaeExtension = either(
  loose({
    version: fc.constantFrom(1, 2, "1"),
    basics: either(loose({ name: text, customFields: value, picture: value })),
    sections: either(
      fc.dictionary(
        fc.constantFrom(...sectionKeys, "constructor", "__proto__"),
        either(
          loose({
            name: text,
            visible: value,
            columns: number,
            content: text,
            items: either(fc.array(vitaeEntry, { maxLength: 3 })),
          }),
        ),
        { maxKeys: 3 },
      ),
    ),
    custom: either(fc.array(either(loose({ id: text, name: text, items: value })), { maxLength: 2 })),
    metadata: either(loose({ template: text, layout: value, notes: text })),
  }),
);

const jsonResume = loose({
  $schema: text,
  basics: either(
    loose({
      name: text,
      label: text,
      image: text,
      picture: text,
      email: text,
      phone: text,
      url: text,
      website: text,
      summary: text,
      location: either(
        loose({ address: text, postalCode: text, city: text, countryCode: text, region: text }),
      ),
      profiles: itemsOf(["network", "username", "url"]),
    }),
  ),
  ...Object.fromEntries(
    [
      ...["work", "volunteer", "education", "awards", "certificates", "publications", "skills", "languages"],
      ...["interests", "references", "projects"],
    ].map((key) => [key, itemsOf(jsonResumeItemKeys)]),
  ),
  meta: either(loose({ version: text, canonical: text, theme: text, vitae: vitaeExtension })),
  objectives: value,
  experience: itemsOf(jsonResumeItemKeys),
  hackathons: itemsOf(jsonResumeItemKeys),
});

const lpuItemKeys = [
  ...["company", "role", "location", "startDate", "endDate", "current", "description", "highlights", "url"],
  ...["institution", "degree", "field", "grade", "title", "technologies", "summary", "name", "issuer"],
  ...[
    "date",
    "credentialId",
    "provider",
    "completedOn",
    "certificateUrl",
    "level",
    "keywords",
    "proficiency",
  ],
  ...["awarder", "organization", "publisher", "network", "username"],
];
const lpuProfile = loose({
  version: fc.oneof(fc.constant(1), value),
  user: either(
    loose({
      name: text,
      email: text,
      phone: text,
      headline: text,
      location: text,
      website: text,
      photoUrl: text,
      summary: text,
      programme: text,
      registrationNumber: text,
    }),
  ),
  ...Object.fromEntries(
    [
      ...["links", "education", "experience", "internships", "projects", "certifications", "courses"],
      ...["skills", "languages", "achievements", "volunteering", "publications"],
    ].map((key) => [key, itemsOf(lpuItemKeys)]),
  ),
  interests: either(fc.array(leaf, { maxLength: 4 })),
});
/** The platform's envelope, now and then. */
const lpuAnswer = fc.oneof(lpuProfile, fc.record({ data: lpuProfile }));

const providerDate = fc.oneof(loose({ day: number, month: number, year: number }), value);
const providerItemKeys = [
  ...["company", "title", "location", "description", "school", "degree_name", "field_of_study", "grade"],
  ...["activities_and_societies", "name", "authority", "url", "issuer", "publisher", "cause"],
  ...["company_linkedin_profile_url"],
];
const providerItem = fc
  .tuple(
    itemOf(providerItemKeys),
    loose({ starts_at: providerDate, ends_at: providerDate, issued_on: providerDate }),
  )
  .map(([item, dates]) => ({ ...item, ...dates }));
const providerItems = fc.oneof(
  fc.array(fc.oneof({ arbitrary: providerItem, weight: 6 }, value), { maxLength: 4 }),
  value,
);
const linkedInProfile = loose({
  full_name: text,
  first_name: text,
  last_name: text,
  headline: text,
  occupation: text,
  summary: text,
  city: text,
  state: text,
  country: text,
  country_full_name: text,
  profile_pic_url: text,
  public_identifier: text,
  connections: value,
  experiences: providerItems,
  education: providerItems,
  certifications: providerItems,
  accomplishment_projects: providerItems,
  accomplishment_honors_awards: providerItems,
  accomplishment_publications: providerItems,
  volunteer_work: providerItems,
  skills: either(fc.array(leaf, { maxLength: 4 })),
  languages: either(fc.array(leaf, { maxLength: 4 })),
  personal_emails: value,
});

// LinkedIn exports: a zip of CSV files with the real names and headers, holding random cells.
const linkedInFiles: Record<string, string[]> = {
  "Profile.csv": [
    ...["First Name", "Last Name", "Maiden Name", "Address", "Birth Date", "Headline", "Summary", "Industry"],
    ...["Zip Code", "Geo Location", "Twitter Handles", "Websites", "Instant Messengers", "Country"],
  ],
  "Profile Summary.csv": ["Profile Summary"],
  "Email Addresses.csv": ["Email Address", "Confirmed", "Primary", "Updated On"],
  "PhoneNumbers.csv": ["Extension", "Number", "Type"],
  "Phone Numbers.csv": ["Extension", "Number", "Type"],
  "Positions.csv": ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"],
  "Education.csv": ["School Name", "Start Date", "End Date", "Notes", "Degree Name", "Activities"],
  "Certifications.csv": ["Name", "Url", "Authority", "Started On", "Finished On", "License Number"],
  "Languages.csv": ["Name", "Proficiency"],
  "Skills.csv": ["Name"],
  "Projects.csv": ["Title", "Description", "Url", "Started On", "Finished On"],
  "Honors.csv": ["Title", "Description", "Issued On"],
  "Publications.csv": ["Name", "Published On", "Description", "Publisher", "Url"],
  "Volunteering.csv": ["Company Name", "Role", "Cause", "Started On", "Finished On", "Description"],
  "Courses.csv": ["Name", "Number"],
};
// Cells named like an Object.prototype member ("constructor") are generated on purpose: CsvTable reads own keys only.
const csvCell = fc.oneof(
  text,
  fc.constantFrom(
    "[https://example.com]",
    "PORTFOLIO:http://a.example",
    "Oct 2022",
    "constructor",
    "toString",
  ),
);
const quote = (cell: string): string => `"${cell.replace(/"/g, '""')}"`;
const csvOf = (header: readonly string[]) =>
  fc
    .tuple(
      fc.shuffledSubarray([...header]),
      fc.array(fc.array(csvCell, { minLength: 0, maxLength: header.length + 1 }), { maxLength: 3 }),
      fc.constantFrom("\n", "\r\n"),
    )
    .map(([columns, rows, eol]) => [columns, ...rows].map((row) => row.map(quote).join(",")).join(eol));
const linkedInZip = fc
  .tuple(
    fc.subarray(Object.keys(linkedInFiles)),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 2 }),
    fc.boolean(),
  )
  .chain(([names, extra, nested]) =>
    fc
      .tuple(
        ...names.map((name) =>
          fc.oneof({ arbitrary: csvOf(linkedInFiles[name] ?? []), weight: 4 }, fc.string()),
        ),
      )
      .map((contents) => {
        const files: Record<string, Uint8Array> = {};
        names.forEach((name, index) => {
          files[nested ? `Basic_LinkedInDataExport/${name}` : name] = strToU8(contents[index] ?? "");
        });
        for (const [name, content] of Object.entries(extra)) files[`${name}.csv`] = strToU8(content);
        return zipSync(files);
      }),
  );

const shapes: Record<string, fc.Arbitrary<Uint8Array>> = {
  "reactive-resume-json": fc.oneof(reactiveResumeV4, reactiveResumeV4Typed).map(bytesOf),
  "reactive-resume-v3-json": reactiveResumeV3.map(bytesOf),
  "json-resume-json": jsonResume.map(bytesOf),
  "linkedin-data-export-zip": linkedInZip,
  "lpu-resume-json": lpuAnswer.map(bytesOf),
  "linkedin-profile": linkedInProfile.map(bytesOf),
};

// ---- real files with random changes -----------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value (objects and arrays included) in a JSON document. */
const pathsOf = (node: Json, path: (string | number)[] = []): (string | number)[][] => {
  const children: [string | number, Json][] = Array.isArray(node)
    ? node.map((child, index) => [index, child])
    : node !== null && typeof node === "object"
      ? Object.entries(node)
      : [];
  return [path, ...children.flatMap(([key, child]) => pathsOf(child, [...path, key]))];
};

/** A copy of `document` with the value at each chosen path replaced (or a new key added beside it). */
const mutate = (
  document: Json,
  changes: { at: number; value: unknown; addKey: string | null }[],
): unknown => {
  const copy = JSON.parse(JSON.stringify(document)) as Json;
  const paths = pathsOf(copy).filter((path) => path.length > 0);
  for (const { at, value: replacement, addKey } of changes) {
    const path = paths[at % paths.length];
    if (path === undefined) continue;
    let parent: unknown = copy;
    for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)?.[key];
    if (parent === null || typeof parent !== "object") continue;
    const last = path[path.length - 1] as string | number;
    const target = parent as Record<string | number, unknown>;
    if (addKey !== null && !Array.isArray(target)) target[addKey] = replacement;
    else target[last] = replacement;
  }
  return copy;
};

const lpuExample = {
  user: { name: "Ananya Sharma", email: "ananya@example.edu", website: "https://ananya.example.dev" },
  links: [{ network: "GitHub", username: "ananya-s", url: "https://github.com/ananya-s" }],
  experience: [
    { company: "Quillpay", role: "Engineer", startDate: "2024-07", current: true, highlights: ["x"] },
  ],
  projects: [{ title: "Rideshare", technologies: ["TypeScript"], url: "https://example.com/r" }],
  skills: [{ name: "Go", level: 7 }],
  languages: [{ name: "Hindi", proficiency: "Native" }],
  interests: ["Chess"],
  volunteering: [{ organization: "Code for Punjab", role: "Mentor" }],
};
const profileExample = {
  full_name: "Priya Nair",
  headline: "Staff Engineer",
  experiences: [
    { company: "Quillpay", title: "Engineer", starts_at: { day: 1, month: 3, year: 2021 }, ends_at: null },
  ],
  education: [{ school: "CET", starts_at: { year: 2013 }, ends_at: { year: 2017 } }],
  skills: ["Go"],
};

const realDocuments: Record<string, Json[]> = {
  "reactive-resume-json": [
    sampleResumeData as unknown as Json,
    ...fixtureNames("reactive-resume-v4").map(
      (name) => JSON.parse(fixture("reactive-resume-v4", name)) as Json,
    ),
  ],
  "reactive-resume-v3-json": fixtureNames("reactive-resume-v3").map(
    (name) => JSON.parse(fixture("reactive-resume-v3", name)) as Json,
  ),
  "json-resume-json": fixtureNames("json-resume").map(
    (name) => JSON.parse(fixture("json-resume", name)) as Json,
  ),
  "lpu-resume-json": [lpuExample],
  "linkedin-profile": [profileExample],
};

const change = fc.record({
  at: fc.nat(),
  value: fc.oneof({ arbitrary: leaf, weight: 4 }, value),
  addKey: fc.option(fc.string({ maxLength: 6 }), { freq: 4 }),
});

/** The LinkedIn sample export with random cells changed. */
const linkedInFixtureDir = new URL("linkedin-export/silkyrich-synthetic-ada/", fixturesDir);
const linkedInSample = Object.fromEntries(
  readdirSync(linkedInFixtureDir).map((name) => [
    name,
    readFileSync(new URL(name, linkedInFixtureDir), "utf8"),
  ]),
);
const changedLinkedInSample = fc
  .array(fc.tuple(fc.constantFrom(...Object.keys(linkedInSample)), fc.nat(), csvCell), { maxLength: 4 })
  .map((changes) => {
    const files = { ...linkedInSample };
    for (const [name, at, cell] of changes) {
      const content = files[name] ?? "";
      const cut = at % (content.length + 1);
      files[name] = content.slice(0, cut) + cell + content.slice(cut);
    }
    return zipSync(
      Object.fromEntries(Object.entries(files).map(([name, content]) => [name, strToU8(content)])),
    );
  });

// ---- the properties ---------------------------------------------------------------------------------------

describe.each(converters)("%s", (type, convert) => {
  it("returns valid data or throws an ImportError on random bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 256 }), (input) => holds(convert, input)),
      { numRuns },
    );
  });

  it("returns valid data or throws an ImportError on random JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (json) => holds(convert, bytesOf(json))),
      { numRuns },
    );
  });

  it("returns valid data or throws an ImportError on random objects shaped like its format", () => {
    const shape = shapes[type];
    if (shape === undefined) throw new Error(`no shape for ${type}`);
    fc.assert(
      fc.property(shape, (input) => holds(convert, input)),
      { numRuns },
    );
  });

  it("returns valid data or throws an ImportError on real files with random changes", () => {
    if (type === "linkedin-data-export-zip") {
      fc.assert(
        fc.property(changedLinkedInSample, (input) => holds(convert, input)),
        { numRuns },
      );
      return;
    }
    const documents = realDocuments[type];
    if (documents === undefined || documents.length === 0) throw new Error(`no documents for ${type}`);
    fc.assert(
      fc.property(
        fc.constantFrom(...documents),
        fc.array(change, { minLength: 1, maxLength: 4 }),
        (document, changes) => holds(convert, bytesOf(mutate(document, changes))),
      ),
      { numRuns },
    );
  });
});

describe("the generators", () => {
  it("cover every file converter", () => {
    expect(Object.keys(shapes).sort()).toEqual([...Object.keys(fileConverters), "linkedin-profile"].sort());
  });

  it("reach converted data, not only errors", () => {
    // A shaped sample that converts, so the properties above do not pass by refusing everything.
    for (const [type, convert] of converters) {
      const shape = shapes[type];
      if (shape === undefined) throw new Error(`no shape for ${type}`);
      const converted = fc.sample(shape, { numRuns: 50, seed: 42 }).filter((input) => {
        try {
          convert(input);
          return true;
        } catch {
          return false;
        }
      });
      expect(converted.length, type).toBeGreaterThan(0);
    }
  });
});

describe("names of Object.prototype members in the input", () => {
  // CsvTable.cell once read Object.prototype when a row lacked the column: a header "constructor" with a short row
  // threw a TypeError instead of converting.
  it("a LinkedIn CSV column named 'constructor' does not crash the converter", () => {
    const input = zipSync({ "Education.csv": strToU8("School Name,constructor\nMIT\nHarvard,x\n") });
    holds(fileConverters["linkedin-data-export-zip"], input);
  });
});
