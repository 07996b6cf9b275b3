import { importMessages } from "@vitae/schema";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { importError } from "../test-fixtures.ts";
import { convertLinkedInExport } from "./convert.ts";
import { readZipEntries } from "./unzip.ts";

const positionsHeader = "Company Name,Title,Description,Location,Started On,Finished On\n";

/**
 * A zip whose headers (local and central) declare `declared` uncompressed bytes for its one entry, whatever the
 * entry really holds.
 */
const withDeclaredSize = (zip: Uint8Array, declared: number): Uint8Array => {
  const forged = zip.slice();
  const view = new DataView(forged.buffer);
  for (let at = 0; at + 4 <= forged.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, declared, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, declared, true);
  }
  return forged;
};

describe("zips whose headers lie about sizes", () => {
  // 60 MB of rows compress to about 60 KB, and the headers say 200 bytes: an empty resume came out of it before.
  const rows = `${positionsHeader}${"Acme,Engineer,,,Jan 2020,\n".repeat(2_300_000)}`;
  const honest = zipSync({ "Positions.csv": strToU8(rows) });

  it("refuses an entry that unpacks to more than it declares, as damaged, without unpacking it all", () => {
    const forged = withDeclaredSize(honest, 200);
    const timed = (run: () => unknown): number => {
      const started = performance.now();
      run();
      return performance.now() - started;
    };
    let error: Error | undefined;
    const refusing = timed(() => {
      error = importError(() => convertLinkedInExport(forged));
    });
    expect(error?.message).toBe(
      "The zip archive is damaged (Positions.csv does not unpack to the 200 bytes it declares). Download the export again and import the new file.",
    );
    // Against unpacking the whole entry, which the limits allow here so there is something to compare with.
    const unpacking = timed(() =>
      readZipEntries(honest, { maxEntrySize: 100e6, maxTotalSize: 100e6, maxRatio: 1e6 })
        .get("Positions.csv")
        ?.read(),
    );
    expect(refusing).toBeLessThan(unpacking / 5);
  });

  it("refuses an entry that unpacks to less than it declares", () => {
    const small = zipSync({ "Positions.csv": strToU8(`${positionsHeader}Acme,Engineer,,,Jan 2020,\n`) });
    const forged = withDeclaredSize(small, 5_000);
    expect(importError(() => convertLinkedInExport(forged)).message).toMatch(
      /^The zip archive is damaged \(Positions\.csv does not unpack to the 5000 bytes it declares\)/,
    );
  });

  it("refuses a stored (uncompressed) entry whose sizes disagree, and a directory pointing outside the file", () => {
    const stored = zipSync({ "Positions.csv": strToU8(positionsHeader) }, { level: 0 });
    expect(importError(() => convertLinkedInExport(withDeclaredSize(stored, 3))).message).toMatch(
      /^The zip archive is damaged/,
    );
    const truncated = stored.slice();
    const view = new DataView(truncated.buffer);
    // The end-of-directory record's offset of the file list, moved past the end of the archive.
    view.setUint32(truncated.length - 22 + 16, truncated.length + 100, true);
    expect(importError(() => convertLinkedInExport(truncated)).message).toMatch(
      /^The zip archive is damaged/,
    );
  });

  it("says bytes that are no zip at all cannot be read", () => {
    expect(importError(() => convertLinkedInExport(strToU8("not a zip at all"))).message).toBe(
      importMessages.unreadableFile,
    );
  });
});

describe("the text a LinkedIn export may hold", () => {
  const export_ = zipSync({
    "Profile.csv": strToU8("First Name,Last Name\nAda,Lovelace\n"),
    "Positions.csv": strToU8(`${positionsHeader}${"Acme,Engineer,,,Jan 2020,\n".repeat(5_000)}`),
    // Never read: LinkedIn exports carry messages and connections that are no part of a resume.
    "messages.csv": strToU8("FROM,TO,CONTENT\n".concat("a,b,hello there\n".repeat(50_000))),
  });

  it("refuses an export whose resume files hold more text than the limit, before unpacking past it", () => {
    expect(importError(() => convertLinkedInExport(export_, { maxTextBytes: 50_000 })).message).toMatch(
      /^The export holds more text than one resume can: 0\.1 MB with Positions\.csv, at most 0\.0 MB\./,
    );
  });

  it("counts only the files it reads", () => {
    const { data, warnings } = convertLinkedInExport(export_, { maxTextBytes: 200_000 });
    expect(data.sections.experience.items).toHaveLength(5_000);
    expect(warnings).toContainEqual({
      path: "messages.csv",
      message: "Not carried over: Vitae has no section for it",
    });
  });
});
