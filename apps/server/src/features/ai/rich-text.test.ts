import { describe, expect, it } from "vitest";
import { formatOf, htmlToPlainText, plainTextRuns, richTextRuns, toFieldText } from "./rich-text.ts";

describe("formatOf", () => {
  it.each([
    ["<p>Led a team</p>", "html"],
    ["went to <strong>teh</strong> store", "html"],
    ['<ul><li><a href="https://x.example">x</a></li></ul>', "html"],
    ["Led a team", "plain"],
    ["latency < 50 ms & p99 > 2 s", "plain"],
    ["Used <template> metaprogramming in C++", "plain"],
    ["<script>alert(1)</script>", "plain"],
  ])("%s is %s", (text, format) => {
    expect(formatOf(text)).toBe(format);
  });
});

describe("richTextRuns", () => {
  const html =
    "<p>I has went to <strong>teh</strong> store</p><ul><li>R&amp;D &lt;team&gt;</li><li>one<br>two</li></ul>";

  it("splits the prose into decoded text nodes with paragraph, line and inline gaps", () => {
    const runs = richTextRuns(html);
    expect(runs.texts).toEqual([
      "",
      "I has went to ",
      "teh",
      " store",
      "",
      "",
      "R&D <team>",
      "",
      "one",
      "two",
      "",
      "",
    ]);
    const prose = runs.texts.map((text, index) => text + (runs.gaps[index] ?? "")).join("");
    expect(prose).toContain("I has went to teh store\n\n");
    expect(prose).toContain("R&D <team>\n\n");
    expect(prose).toContain("one\ntwo");
  });

  it("rebuilds the same HTML, and changed text is escaped between the same tags", () => {
    const runs = richTextRuns(html);
    expect(runs.rebuild(runs.texts)).toBe(
      "<p>I has went to <strong>teh</strong> store</p><ul><li>R&amp;D &lt;team&gt;</li><li>one<br />two</li></ul>",
    );
    const changed = runs.texts.map((text) => (text === "teh" ? "the <b> & co" : text));
    expect(runs.rebuild(changed)).toContain("<strong>the &lt;b&gt; &amp; co</strong>");
  });

  it("drops what the sanitiser drops before anything is fixed", () => {
    const runs = richTextRuns('<p onclick="x()">Hi<script>alert(1)</script></p>');
    expect(runs.rebuild(runs.texts)).toBe("<p>Hi</p>");
  });
});

describe("plainTextRuns", () => {
  it("is the whole text as one run, rebuilt as is", () => {
    const runs = plainTextRuns("a < b &amp; c\nnext");
    expect(runs.texts).toEqual(["a < b &amp; c\nnext"]);
    expect(runs.rebuild(["changed"])).toBe("changed");
  });
});

describe("answers in the field's format", () => {
  it("sanitises HTML answers with the resume allow-list", () => {
    expect(
      toFieldText(
        '<p style="color:red" onmouseover="x()">Hi <em>there</em></p><iframe src="x"></iframe>',
        "html",
      ),
    ).toBe("<p>Hi <em>there</em></p>");
  });

  it("turns markup in a plain answer into plain text, keeping paragraphs as lines", () => {
    expect(
      htmlToPlainText("<p>One &amp; two</p><ul><li>three</li><li>four</li></ul><style>p{}</style>"),
    ).toBe("One & two\nthree\nfour");
    expect(toFieldText("Line<br>next &lt;ok&gt;", "plain")).toBe("Line\nnext <ok>");
  });

  it("leaves a plain answer without tags untouched", () => {
    expect(toFieldText("  5 < 6 &amp; 7 > 3  ", "plain")).toBe("  5 < 6 &amp; 7 > 3  ");
  });
});
