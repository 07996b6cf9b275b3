import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithQueryClient } from "../ai/testing";
import { cleanPastedHtml } from "./pasted-html";
import { RichTextEditor } from "./rich-text-editor";

// Clipboard HTML as browsers and Word write it (Chromium's copied from a page: inline styles, absolute image
// addresses, a leading <meta>; Word's: a full document with Mso classes and <o:p>).
const chromeStyle =
  "color: rgb(0, 0, 0); font-family: &quot;Times New Roman&quot;; font-size: medium; font-style: normal; " +
  "font-weight: 400; letter-spacing: normal; orphans: 2; text-align: start; text-indent: 0px; " +
  "white-space: normal; display: inline !important; float: none;";
const chromeLink =
  `<meta charset='utf-8'><span style="${chromeStyle}">I wrote about it in </span>` +
  `<a href="https://example.com/post" style="font-family: &quot;Times New Roman&quot;; font-size: medium;">my post</a>` +
  `<span style="${chromeStyle}"> last year.</span>`;
const chromeTable =
  `<meta charset='utf-8'><table border="1" style="font-family: &quot;Times New Roman&quot;; letter-spacing: normal;">` +
  "<tbody><tr><td>Cell A</td><td>Cell B</td></tr><tr><th>Cell C</th><td>Cell D</td></tr></tbody></table>";
const chromeImage =
  `<meta charset='utf-8'><p style="${chromeStyle}">Before</p>` +
  `<img src="x" alt="pic" style="${chromeStyle}"><p style="${chromeStyle}">After</p>`;
const wordTable = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm;} --></style></head>
<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none'>
 <tr style='mso-yfti-irow:0'>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'>
  <p class=MsoNormal><span lang=EN-US>Python<o:p></o:p></span></p>
  </td>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'>
  <p class=MsoNormal><span lang=EN-US>5 years, see <a href="https://example.com/cv">my CV</a><o:p></o:p></span></p>
  </td>
 </tr>
</table>
<p class=MsoNormal><span lang=EN-US><img width=64 height=64 src="file:///C:/Users/ada/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"><o:p></o:p></span></p>
<!--EndFragment-->
</body>
</html>`;

function Box() {
  const [value, setValue] = useState("");
  return (
    <>
      <RichTextEditor aria-label="Summary" value={value} onChange={setValue} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

/** Pastes as the browser does: a paste event carrying the clipboard's HTML and plain text. */
function paste(html: string) {
  const box = screen.getByRole("textbox", { name: "Summary" });
  const clipboardData = {
    types: ["text/html", "text/plain"],
    files: [],
    getData: (type: string) => (type === "text/html" ? html : type === "text/plain" ? "plain text" : ""),
  };
  fireEvent.paste(box, { clipboardData });
}

const stored = () => screen.getByTestId("stored").textContent ?? "";

describe("pasting formatted text", () => {
  it("keeps the space before a link copied from a web page", () => {
    renderWithQueryClient(<Box />);
    paste(chromeLink);
    expect(stored()).toMatch(
      /^<p>I wrote about it in <a [^>]*href="https:\/\/example.com\/post"[^>]*>my post<\/a> last year\.<\/p>$/,
    );
  });

  it("puts each table row on its own line with its cells apart", () => {
    renderWithQueryClient(<Box />);
    paste(chromeTable);
    expect(stored()).toBe("<p>Cell A Cell B</p><p>Cell C Cell D</p>");
  });

  it("drops a pasted image instead of keeping a broken one", () => {
    renderWithQueryClient(<Box />);
    paste(chromeImage);
    expect(stored()).toBe("<p>Before</p><p>After</p>");
  });

  it("reads a Word table as lines and leaves its picture out", () => {
    renderWithQueryClient(<Box />);
    paste(wordTable);
    expect(stored()).toMatch(/^<p>Python 5 years, see <a [^>]*>my CV<\/a><\/p>$/);
  });
});

describe("cleanPastedHtml", () => {
  it("turns a table inside a table cell into lines too, and keeps its caption", () => {
    const html = cleanPastedHtml(
      "<table><caption>Skills</caption><tr><td>Go</td><td><table><tr><td>A</td><td>B</td></tr></table></td></tr></table>",
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelectorAll("table, tr, td, img")).toHaveLength(0);
    expect(doc.body.textContent).toBe("SkillsGo A B");
    expect([...doc.body.children].map((line) => line.textContent)).toEqual(["Skills", "Go A B"]);
  });
});
