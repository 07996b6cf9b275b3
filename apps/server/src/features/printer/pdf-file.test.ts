import { describe, expect, it } from "vitest";
import { decodePdfText, openPdf, pdfText, valueEnd } from "./pdf-file.ts";

/** A minimal PDF in Skia's layout: classic table, one subsection from 0. */
const tinyPdf = (): Buffer => {
  const objects = [
    "<</Type /Catalog /Pages 2 0 R /Outlines 3 0 R>>",
    "<</Type /Pages /Kids [] /Count 0>>",
    "<</Type /Outlines /First 4 0 R /Last 4 0 R /Count 1>>",
    "<</Title (A \\(nested\\) title >> here) /Parent 3 0 R>>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<</Size ${objects.length + 1}\n/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
};

describe("the PDF editor", () => {
  it("reads values however their strings nest brackets and parentheses", () => {
    const value = "<</Title (a >> b \\) c) /Kids [1 0 R [2]] /Name <FEFF0041>>> rest";
    expect(value.slice(0, valueEnd(value, 0))).toBe(
      "<</Title (a >> b \\) c) /Kids [1 0 R [2]] /Name <FEFF0041>>>",
    );
    expect(decodePdfText("(a \\(b\\) \\101)")).toBe("a (b) A");
    expect(decodePdfText(pdfText("Ada — Lovelace"))).toBe("Ada — Lovelace");
  });

  it("appends changed objects as an incremental update that reads back, earlier bytes untouched", () => {
    const pdf = tinyPdf();
    const editor = openPdf(pdf);
    expect(editor?.get(4)?.value).toBe("<</Title (A \\(nested\\) title >> here) /Parent 3 0 R>>");
    editor?.set(4, "<</Title (Changed) /Parent 3 0 R>>");
    const info = editor?.add("<</Author (Ada)>>");
    const updated = editor?.save(info === undefined ? {} : { info }) ?? Buffer.alloc(0);
    expect(updated.subarray(0, pdf.length).equals(pdf)).toBe(true);
    const again = openPdf(updated);
    expect(again?.get(4)?.value).toBe("<</Title (Changed) /Parent 3 0 R>>");
    expect(again?.get(5)?.value).toBe("<</Author (Ada)>>");
    expect(again?.get(2)?.value).toBe("<</Type /Pages /Kids [] /Count 0>>");
    expect(again?.trailer).toMatch(/\/Info 5 0 R/);
    expect(again?.trailer).toMatch(
      new RegExp(`/Prev ${pdf.toString("latin1").match(/startxref\n(\d+)/)?.[1]}`),
    );
  });

  it("leaves a file of another layout alone", () => {
    expect(openPdf(Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF\n"))).toBeUndefined();
  });
});
