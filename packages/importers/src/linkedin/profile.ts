import { createId } from "@vitae/schema";
import type { Warnings } from "../shared/result.ts";
import { email, url } from "../shared/text.ts";
import type { CsvRow, CsvTable } from "./csv.ts";
import { type ExportFiles, link } from "./export-files.ts";

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

export const readProfile = (files: ExportFiles, warnings: Warnings) => {
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
export const readSummary = (files: ExportFiles, profileSummary: string, warnings: Warnings): string => {
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
export const readEmail = (files: ExportFiles, warnings: Warnings): string => {
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
export const readPhone = (files: ExportFiles, warnings: Warnings): string => {
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
