// Prints the initial JavaScript and CSS the landing page downloads (raw and gzip),
// read from the built web app: `npm run build -w @vitae/web && npm run web-size -w @vitae/bench`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = new URL("../apps/web/dist/", import.meta.url).pathname;
const html = readFileSync(join(dist, "index.html"), "utf8");
const assets = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1] ?? "",
);

const rows = [...new Set(assets)].map((asset) => {
  const content = readFileSync(join(dist, asset));
  return { asset, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
});
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.table(rows.map((row) => ({ asset: row.asset, raw: kib(row.raw), gzip: kib(row.gzip) })));
for (const type of ["js", "css"]) {
  const ofType = rows.filter((row) => row.asset.endsWith(`.${type}`));
  const gzip = ofType.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`initial ${type}: ${ofType.length} files, ${kib(gzip)} gzip`);
}
