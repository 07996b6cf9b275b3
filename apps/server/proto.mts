import { readFileSync } from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const doc = await getDocument({
  data: new Uint8Array(readFileSync("/work/main/tmp-scratch/" + process.argv[2] + ".pdf")),
  useSystemFonts: false,
  isEvalSupported: false,
}).promise;
const page = await doc.getPage(1);
const tree = await page.getStructTree();
const walk = (n: any, d = 0): void => {
  if (n.role) {
    if (d < 4 || /^H\d|L$/.test(n.role))
      console.log(" ".repeat(d) + n.role + (n.lang ? ` lang=${n.lang}` : ""));
  }
  for (const c of n.children ?? []) walk(c, d + 1);
};
walk(tree);
const tc = await page.getTextContent();
console.log(
  tc.items
    .map((i: any) => i.str + (i.hasEOL ? "\n" : ""))
    .join("")
    .slice(0, 600),
);
console.log(JSON.stringify(await doc.getOutline(), (k, v) => (k === "dest" ? undefined : v)).slice(0, 600));
console.log(await doc.getMetadata().then((m: any) => m.info));
