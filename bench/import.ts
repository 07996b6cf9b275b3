// Import speed: a LinkedIn data export with 500 positions (zipped CSVs) and a 1 MB JSON Resume, each
// converted by @vitae/importers as the browser's worker does. Prints median and p95 of 15 runs after 3 warm-ups.
import { performance } from "node:perf_hooks";
import { convertFile } from "@vitae/importers";
import { strToU8, zipSync } from "fflate";

const runs = 15;
const warmUps = 3;

const csv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(",")).join("\r\n");
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A LinkedIn export with `positions` jobs, each with a multi-line quoted description, plus the usual files. */
const linkedinExport = (positions: number) =>
  zipSync({
    "Profile.csv": strToU8(
      csv([
        ["First Name", "Last Name", "Headline", "Summary", "Geo Location"],
        ["Ada", "Bench", "Engineer", "Line one\nLine two", "London"],
      ]),
    ),
    "Email Addresses.csv": strToU8(
      csv([
        ["Email Address", "Confirmed", "Primary", "Updated On"],
        ["ada@example.com", "Yes", "Yes", "1/1/20"],
      ]),
    ),
    "Positions.csv": strToU8(
      csv([
        ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"],
        ...Array.from({ length: positions }, (_, index) => [
          `Company ${index}`,
          `Engineer ${index}`,
          `- Led project ${index}, "quoted", with commas\n- Shipped ${index * 3} features\nPlain paragraph ${index}.`,
          "Berlin, Germany",
          `${months[index % 12]} ${1990 + (index % 30)}`,
          index % 7 === 0 ? "" : `${months[(index + 5) % 12]} ${1991 + (index % 30)}`,
        ]),
      ]),
    ),
    "Skills.csv": strToU8(csv([["Name"], ...Array.from({ length: 100 }, (_, index) => [`Skill ${index}`])])),
  });

/** A JSON Resume of about `bytes` bytes: work entries with summaries and highlights until it is that big. */
const jsonResume = (bytes: number) => {
  const work: object[] = [];
  const resume = { basics: { name: "Ada Bench", label: "Engineer", email: "ada@example.com" }, work };
  let size = 0;
  for (let index = 0; size < bytes; index++) {
    const entry = {
      name: `Company ${index}`,
      position: "Engineer",
      url: `https://company${index}.example.com`,
      startDate: "2015-01",
      endDate: "2018-06",
      summary: `Worked on **distributed** systems, entry ${index}. `.repeat(8),
      highlights: Array.from(
        { length: 6 },
        (_, line) => `Highlight ${line} of entry ${index} with some detail`,
      ),
    };
    work.push(entry);
    size += JSON.stringify(entry).length;
  }
  return new TextEncoder().encode(JSON.stringify(resume));
};

const measure = (label: string, run: () => unknown, size: number) => {
  for (let index = 0; index < warmUps; index++) run();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0).toFixed(1);
  console.log(
    `${label}: ${(size / 1024).toFixed(0)} KB, median ${at(50)} ms, p95 ${at(95)} ms (${runs} runs)`,
  );
};

const zip = linkedinExport(500);
const linkedin = convertFile("linkedin-data-export-zip", zip);
console.log(
  `LinkedIn export → ${linkedin.data.sections.experience.items.length} positions, ${linkedin.warnings.length} warnings`,
);
measure("LinkedIn export, 500 positions", () => convertFile("linkedin-data-export-zip", zip), zip.byteLength);

const json = jsonResume(1024 * 1024);
const converted = convertFile("json-resume-json", json);
console.log(
  `JSON Resume → ${converted.data.sections.experience.items.length} jobs, ${converted.warnings.length} warnings`,
);
measure("JSON Resume, 1 MB", () => convertFile("json-resume-json", json), json.byteLength);
