import { describe, expect, it } from "vitest";
import { htmlToLine, htmlToText } from "./html-text.ts";

describe("htmlToText", () => {
  it("decodes entities instead of blanking them: R&amp;D stays R&D", () => {
    expect(htmlToText("<p>R&amp;D lead, 5&nbsp;years, &lt;b&gt; is a tag</p>")).toBe(
      "R&D lead, 5 years, <b> is a tag",
    );
    expect(htmlToText("caf&eacute; &#8211; &#x1F600; &hellip;")).toBe("café – 😀 …");
  });

  it("keeps a word whole across inline tags and ends a line at each block", () => {
    expect(htmlToText("<p>R<strong>&amp;</strong>D</p><p>Second <em>one</em></p>")).toBe("R&D\n\nSecond one");
    expect(htmlToText("one<br>two<br/>three")).toBe("one\ntwo\nthree");
    expect(htmlToText("<h2>Title</h2><blockquote>Quote</blockquote>")).toBe("Title\n\nQuote");
  });

  it("ends a paragraph with one line break when asked", () => {
    expect(htmlToText("<p>One</p><p>Two</p><ul><li>three</li></ul>", { blockBreak: "\n" })).toBe(
      "One\nTwo\nthree",
    );
  });

  it("lists items one a line, with a prefix when asked", () => {
    const list = "<p>Led:</p><ul><li><p>Search</p></li><li>Billing</li></ul>";
    expect(htmlToText(list)).toBe("Led:\n\nSearch\n\nBilling");
    expect(htmlToText("<ul><li>Search</li><li>Billing</li></ul>", { listItemPrefix: "• " })).toBe(
      "• Search\n• Billing",
    );
  });

  it("drops script and style contents and gives nothing for an empty paragraph", () => {
    expect(htmlToText("<script>alert(1)</script><style>p{}</style><p>Kept</p>")).toBe("Kept");
    expect(htmlToText("<p></p>")).toBe("");
    expect(htmlToText("")).toBe("");
  });
});

describe("htmlToLine", () => {
  it("joins the text on one line", () => {
    expect(htmlToLine("<p>R&amp;D</p>\n<ul><li>Search</li><li>Billing</li></ul>")).toBe("R&D Search Billing");
    expect(htmlToLine("<p>&nbsp;</p>")).toBe("");
  });
});
