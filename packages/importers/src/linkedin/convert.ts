import { createId, importMessages, type ResumeDataInput } from "@vitae/schema";
import { hasRequired } from "../shared/items.ts";
import type { ImportInput } from "../shared/json.ts";
import { finish, ImportError, type ImportResult, Warnings } from "../shared/result.ts";
import { dateRange, email, escapeHtml, summaryHtml, url } from "../shared/text.ts";
import { type CsvRow, CsvTable } from "./csv.ts";
import { linkedInDate } from "./dates.ts";
import { readZipEntries } from "./unzip.ts";

// Column aliases: the 2018 layout names some dates "Start Date" / "End Date" where newer exports say "Started On".
const started = ["Started On", "Start Date"];
const finished = ["Finished On", "End Date"];

/** The zip's CSV files, looked up case-insensitively; whatever is never asked for is reported at the end. */
class ExportFiles {
  private readonly byLowerName = new Map<string, string>();
  private readonly used = new Set<string>();

  constructor(
    private readonly files: Map<string, string>,
    private readonly warnings: Warnings,
  ) {
    for (const name of files.keys()) this.byLowerName.set(name.toLowerCase(), name);
  }

  /** Every file present under any of the names (the phone file has two spellings), rows in file order. */
  tables(...names: string[]): CsvTable[] {
    const tables: CsvTable[] = [];
    for (const wanted of names) {
      const name = this.byLowerName.get(wanted.toLowerCase());
      if (name === undefined) continue;
      this.used.add(name);
      tables.push(new CsvTable(name, this.files.get(name) ?? "", this.warnings));
    }
    return tables;
  }

  table(name: string): CsvTable | undefined {
    return this.tables(name)[0];
  }

  reportUnused(): void {
    if (this.used.size === 0)
      this.warnings.add(
        "zip",
        "No LinkedIn export files found (Profile.csv, Positions.csv, …): nothing to carry over",
      );
    for (const name of this.files.keys())
      if (!this.used.has(name)) this.warnings.add(name, "Not carried over: Vitae has no section for it");
  }
}

/**
 * LinkedIn text is plain text: escaped, never read as Markdown. Lines starting with -, * or • become a bullet
 * list; other lines become paragraphs (a blank line starts a new one, a single break stays a <br>).
 */
export const plainTextHtml = (text: string): string => {
  const html: string[] = [];
  let paragraph: string[] = [];
  let bullets: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) html.push(`<p>${paragraph.map(escapeHtml).join("<br>")}</p>`);
    paragraph = [];
  };
  const endList = () => {
    if (bullets.length > 0)
      html.push(`<ul>${bullets.map((line) => `<li><p>${escapeHtml(line)}</p></li>`).join("")}</ul>`);
    bullets = [];
  };
  for (const line of text.split("\n").map((part) => part.trim())) {
    const bullet = /^(?:[-*]\s+|•\s*)(.*)$/.exec(line);
    if (line === "") endParagraph();
    else if (bullet !== null) {
      endParagraph();
      if (bullet[1]?.trim()) bullets.push(bullet[1].trim());
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return html.join("");
};

/** One row as a section mapper sees it. */
type RowReader = {
  path: string;
  /** The first non-empty value among the column aliases. */
  cell: (...names: string[]) => string;
  /** Started On / Finished On (or their 2018 names) as YYYY-MM. */
  dates: () => { start: string; end: string };
};

/**
 * Each row of the file through `map`, after reporting the columns `mapped` does not cover; a row without its
 * required value is skipped with a warning. A missing file is no section, not an error.
 */
const eachRow = <T>(
  table: CsvTable | undefined,
  mapped: readonly string[],
  required: string,
  warnings: Warnings,
  map: (row: RowReader) => T,
): T[] => {
  if (table === undefined) return [];
  table.reportUnmapped(mapped, warnings);
  const items: T[] = [];
  table.rows.forEach((row, index) => {
    const path = table.rowPath(index);
    const cell = (...names: string[]) => table.cell(row, ...names);
    const dates = () => ({
      start: linkedInDate(cell(...started), `${path}: ${started[0]}`, warnings),
      end: linkedInDate(cell(...finished), `${path}: ${finished[0]}`, warnings),
    });
    if (hasRequired(cell(required), path, required, warnings)) items.push(map({ path, cell, dates }));
  });
  return items;
};

const link = (href: string) => ({ label: "", href });

// ---- Profile.csv ----------------------------------------------------------------------------------------------

type ProfileItem = {
  id: string;
  network: string;
  username: string;
  icon: string;
  url: { label: string; href: string };
};

/** "[@ada]", "@ada, @lovelace" or "ada" → handles; anything that cannot be a handle is left out with a warning. */
const twitterProfiles = (value: string, path: string, warnings: Warnings): ProfileItem[] =>
  value
    .replace(/^\[|\]$/g, "")
    .split(/[\s,]+/)
    .map((handle) => handle.replace(/^@/, ""))
    .filter((handle) => handle !== "")
    .flatMap((handle) => {
      if (/^\w{1,50}$/.test(handle))
        return [
          {
            id: createId(),
            network: "Twitter",
            username: handle,
            icon: "x",
            url: link(`https://twitter.com/${handle}`),
          },
        ];
      warnings.add(path, `Not a Twitter handle, left out: ${handle}`);
      return [];
    });

/** LinkedIn's website types, shown as the profile's network. */
const titleCase = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** "[PORTFOLIO:https://a]", "PORTFOLIO:http://a, OTHER:http://b" or "[https://a]" → typed addresses. */
const websites = (value: string): { type: string; address: string }[] =>
  value
    .replace(/^\[|\]$/g, "")
    .split(/,\s*(?=[A-Za-z][\w ]*:)/)
    .map((entry) => {
      const typed = /^([A-Za-z][\w ]*):(?!\/\/)(.*)$/.exec(entry.trim());
      return typed
        ? { type: titleCase(typed[1] ?? ""), address: (typed[2] ?? "").trim() }
        : { type: "", address: entry.trim() };
    })
    .filter((site) => site.address !== "");

const knownHosts: Record<string, { network: string; icon: string }> = {
  "github.com": { network: "GitHub", icon: "github" },
  "gitlab.com": { network: "GitLab", icon: "gitlab" },
  "stackoverflow.com": { network: "Stack Overflow", icon: "stackoverflow" },
  "linkedin.com": { network: "LinkedIn", icon: "linkedin" },
  "medium.com": { network: "Medium", icon: "medium" },
  "behance.net": { network: "Behance", icon: "behance" },
  "dribbble.com": { network: "Dribbble", icon: "dribbble" },
  "youtube.com": { network: "YouTube", icon: "youtube" },
  "instagram.com": { network: "Instagram", icon: "instagram" },
  "twitter.com": { network: "Twitter", icon: "x" },
  "x.com": { network: "Twitter", icon: "x" },
};

/** A website as a profile: a known host gives its network and the account name, any other the address itself. */
const websiteProfile = (type: string, href: string): ProfileItem => {
  const parsed = new URL(href);
  const host = parsed.hostname.replace(/^www\./, "");
  const segments = parsed.pathname.split("/").filter((segment) => segment !== "");
  const known = knownHosts[host];
  const account = (
    ["in", "company", "u", "user", "channel"].includes(segments[0] ?? "") ? segments[1] : segments[0]
  )?.replace(/^@/, "");
  const display = `${host}${parsed.pathname.replace(/\/$/, "")}`;
  return {
    id: createId(),
    network: known?.network ?? (type === "" || type === "Other" ? host : type),
    username: known !== undefined && account ? account : display,
    icon: known?.icon ?? "",
    url: link(href),
  };
};

/** Where the person is: Geo Location is what LinkedIn shows publicly, so it wins over the postal address. */
const location = (table: CsvTable, row: CsvRow, warnings: Warnings): string => {
  const geo = table.cell(row, "Geo Location");
  const country = table.cell(row, "Country");
  if (geo === "") {
    const street = [table.cell(row, "Address"), table.cell(row, "Zip Code")].filter(Boolean).join(" ");
    return [street, country].filter(Boolean).join(", ");
  }
  for (const column of ["Address", "Zip Code"])
    if (table.cell(row, column) !== "")
      warnings.add(table.columnPath(column), "Not carried over: the location comes from Geo Location");
  return country === "" || geo.toLowerCase().includes(country.toLowerCase()) ? geo : `${geo}, ${country}`;
};

const profileColumns = [
  "First Name",
  "Last Name",
  "Headline",
  "Summary",
  "Geo Location",
  "Address",
  "Zip Code",
  "Country",
  "Twitter Handles",
  "Websites",
];

const readProfile = (files: ExportFiles, warnings: Warnings) => {
  const table = files.table("Profile.csv");
  const row = table?.rows[0];
  if (table === undefined || row === undefined) return undefined;
  for (let index = 1; index < table.rows.length; index++)
    warnings.add(table.rowPath(index), "Not carried over: only the first profile row is used");
  table.reportUnmapped(profileColumns, warnings);
  const sites = websites(table.cell(row, "Websites")).flatMap((site) => {
    const href = url(site.address, table.columnPath("Websites"), warnings);
    return href === "" ? [] : [{ ...site, href }];
  });
  const [first, ...others] = sites;
  return {
    name: [table.cell(row, "First Name"), table.cell(row, "Last Name")].filter(Boolean).join(" "),
    headline: table.cell(row, "Headline"),
    summary: table.cell(row, "Summary"),
    location: location(table, row, warnings),
    // The type ("Portfolio") would replace the address as the link's text; a printed resume needs the address.
    url: link(first?.href ?? ""),
    profiles: [
      ...twitterProfiles(table.cell(row, "Twitter Handles"), table.columnPath("Twitter Handles"), warnings),
      ...others.map((site) => websiteProfile(site.type, site.href)),
    ],
  };
};

/** Profile.csv's Summary, else the one newer exports keep in Profile Summary.csv. */
const readSummary = (files: ExportFiles, profileSummary: string, warnings: Warnings): string => {
  const table = files.table("Profile Summary.csv");
  if (table === undefined) return profileSummary;
  table.reportUnmapped(["Profile Summary", "Summary"], warnings);
  const text = table.rows.map((row) => table.cell(row, "Profile Summary", "Summary")).find(Boolean) ?? "";
  if (profileSummary === "") return text;
  if (text !== "" && text.replace(/\s+/g, " ") !== profileSummary.replace(/\s+/g, " "))
    warnings.add(table.file, "Not carried over: the summary comes from Profile.csv");
  return profileSummary;
};

// ---- Contact files --------------------------------------------------------------------------------------------

/** The primary address first, then the others in order; the first valid one is used. */
const readEmail = (files: ExportFiles, warnings: Warnings): string => {
  const table = files.table("Email Addresses.csv");
  if (table === undefined) return "";
  // Confirmed and Updated On describe the LinkedIn account, not the person: nothing to carry over or warn about.
  table.reportUnmapped(["Email Address", "Primary", "Confirmed", "Updated On"], warnings);
  const primary = (row: CsvRow) => Number(table.cell(row, "Primary").toLowerCase() === "yes");
  const candidates = table.rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => table.cell(row, "Email Address") !== "")
    .sort((a, b) => primary(b.row) - primary(a.row));
  let chosen = "";
  for (const { row, index } of candidates) {
    const path = table.rowPath(index);
    if (chosen !== "") warnings.add(path, "Not carried over: the resume has one e-mail address");
    else chosen = email(table.cell(row, "Email Address"), path, warnings);
  }
  return chosen;
};

/** The first number; an Extension that starts with "+" is a country code, anything else an extension. */
const readPhone = (files: ExportFiles, warnings: Warnings): string => {
  let phone = "";
  for (const table of files.tables("PhoneNumbers.csv", "Phone Numbers.csv")) {
    table.reportUnmapped(["Number", "Extension", "Type"], warnings);
    table.rows.forEach((row, index) => {
      const number = table.cell(row, "Number");
      if (number === "") return;
      if (phone !== "") {
        warnings.add(table.rowPath(index), "Not carried over: the resume has one phone number");
        return;
      }
      const extension = table.cell(row, "Extension");
      if (extension === "") phone = number;
      else phone = extension.startsWith("+") ? `${extension} ${number}` : `${number} ext. ${extension}`;
    });
  }
  return phone;
};

// ---- Sections -------------------------------------------------------------------------------------------------

const readPositions = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Positions.csv"),
    ["Company Name", "Title", "Description", "Location", ...started, ...finished],
    "Company Name",
    warnings,
    ({ cell, dates }) => {
      const { start, end } = dates();
      return {
        id: createId(),
        company: cell("Company Name"),
        position: cell("Title"),
        location: cell("Location"),
        date: dateRange(start, end),
        summary: plainTextHtml(cell("Description")),
      };
    },
  );

const readEducation = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Education.csv"),
    ["School Name", "Degree Name", "Notes", "Activities", ...started, ...finished],
    "School Name",
    warnings,
    ({ cell, dates }) => {
      const { start, end } = dates();
      const activities = cell("Activities");
      return {
        id: createId(),
        institution: cell("School Name"),
        studyType: cell("Degree Name"),
        date: dateRange(start, end),
        summary:
          plainTextHtml(cell("Notes")) +
          (activities === "" ? "" : `<p>Activities and societies: ${escapeHtml(activities)}</p>`),
      };
    },
  );

const readCertifications = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Certifications.csv"),
    ["Name", "Url", "Authority", "License Number", ...started, ...finished],
    "Name",
    warnings,
    ({ cell, dates, path }) => {
      const { start, end } = dates();
      const license = cell("License Number");
      return {
        id: createId(),
        name: cell("Name"),
        issuer: cell("Authority"),
        // Finished On is an expiry date: a certificate without one has no end, it is not "- Present".
        date: end === "" ? start : dateRange(start, end),
        url: link(url(cell("Url"), `${path}: Url`, warnings)),
        summary: license === "" ? "" : `<p>License number: ${escapeHtml(license)}</p>`,
      };
    },
  );

/** LinkedIn's five proficiency levels, most specific first ("Full professional" also contains "professional"). */
const proficiencyLevels: [string, number][] = [
  ["native", 5],
  ["bilingual", 5],
  ["full professional", 4],
  ["professional working", 3],
  ["limited working", 2],
  ["elementary", 1],
];

const readLanguages = (files: ExportFiles, warnings: Warnings) =>
  eachRow(files.table("Languages.csv"), ["Name", "Proficiency"], "Name", warnings, ({ cell }) => {
    const proficiency = cell("Proficiency");
    const level = proficiencyLevels.find(([words]) => proficiency.toLowerCase().includes(words))?.[1] ?? 1;
    return { id: createId(), name: cell("Name"), description: proficiency, level };
  });

const readProjects = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Projects.csv"),
    ["Title", "Description", "Url", ...started, ...finished],
    "Title",
    warnings,
    ({ cell, dates, path }) => {
      const { start, end } = dates();
      return {
        id: createId(),
        name: cell("Title"),
        date: dateRange(start, end),
        url: link(url(cell("Url"), `${path}: Url`, warnings)),
        summary: plainTextHtml(cell("Description")),
      };
    },
  );

const readSkills = (files: ExportFiles, warnings: Warnings) =>
  eachRow(files.table("Skills.csv"), ["Name"], "Name", warnings, ({ cell }) => ({
    id: createId(),
    name: cell("Name"),
  }));

// ---- Entry point ----------------------------------------------------------------------------------------------

/** A LinkedIn data export (the zip LinkedIn e-mails) as Vitae resume data, with what could not be carried over. */
export const convertLinkedInExport = (input: ImportInput): ImportResult => {
  // Text cannot be a zip: the file input handed over a text file.
  if (!(input instanceof Uint8Array)) throw new ImportError(importMessages.unreadableFile);
  const warnings = new Warnings();
  const files = new ExportFiles(readZipEntries(input), warnings);
  const profile = readProfile(files, warnings);
  const summary = readSummary(files, profile?.summary ?? "", warnings);
  const data: ResumeDataInput = {
    basics: {
      name: profile?.name ?? "",
      headline: profile?.headline ?? "",
      email: readEmail(files, warnings),
      phone: readPhone(files, warnings),
      location: profile?.location ?? "",
      url: profile?.url ?? link(""),
    },
    sections: {
      summary: { content: summaryHtml(summary) },
      profiles: { items: profile?.profiles ?? [] },
      experience: { items: readPositions(files, warnings) },
      education: { items: readEducation(files, warnings) },
      certifications: { items: readCertifications(files, warnings) },
      languages: { items: readLanguages(files, warnings) },
      projects: { items: readProjects(files, warnings) },
      skills: { items: readSkills(files, warnings) },
    },
  };
  files.reportUnused();
  return finish(data, warnings);
};
