import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { fixtures } from "@vitae/templates/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeToDocx } from "./index.ts";
import { allSectionsIn, squash, visibleSectionNames } from "./test-helpers.ts";

const run = promisify(execFile);

/**
 * LibreOffice's PDF maps the Arabic lam-alef ligature's glyph to its two letters in visual order (alef, lam), so
 * pdftotext reads "لا" as "ال": both sides are compared with it written that way.
 */
const asPdfText = (text: string): string => squash(text).replaceAll("لا", "ال");

// LibreOffice opens the documents without a repair and prints them: what Word users' colleagues and converters do.
describe("Word export in LibreOffice", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "vitae-docx-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const cases = [
    { name: "all-sections", data: fixtures.allSections() },
    { name: "arabic", data: allSectionsIn("arabic") },
  ];

  it("converts to PDF whose text holds every section's heading", { timeout: 120_000 }, async () => {
    for (const { name, data } of cases) await writeFile(join(dir, `${name}.docx`), await resumeToDocx(data));
    // Its own profile, so parallel runs (and a user's LibreOffice) never share one.
    await run(
      "soffice",
      [
        `-env:UserInstallation=${pathToFileURL(join(dir, "profile")).href}`,
        "--headless",
        "--convert-to",
        "pdf",
        "--outdir",
        dir,
        ...cases.map(({ name }) => join(dir, `${name}.docx`)),
      ],
      { timeout: 110_000 },
    );
    for (const { name, data } of cases) {
      const pdf = await readFile(join(dir, `${name}.pdf`));
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const { stdout } = await run("pdftotext", ["-enc", "UTF-8", join(dir, `${name}.pdf`), "-"]);
      const text = asPdfText(stdout);
      const missing = visibleSectionNames(data).filter((section) => !text.includes(asPdfText(section)));
      expect({ name, missing }).toEqual({ name, missing: [] });
      expect(text).toContain(asPdfText(data.basics.name));
    }
  });
});
