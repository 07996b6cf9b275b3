import { describe, expect, it } from "vitest";
import { sanitizeCss, scopedCustomCss } from "./custom-css.ts";

const dataImage = "url(data:image/png;base64,AAAA)";
const notDataImage =
  "url() may only point to an inline data: image (data:image/png, jpeg, gif, webp, avif or svg+xml)";
const unreadable = "this could not be read as CSS";

type Case = { name: string; input: string; css: string; dropped: [text: string, reason: string][] };

/** Each known bypass, what is left of it and what the editor is told. */
const cases: Case[] = [
  {
    name: "ordinary rules",
    input: ".a > b:not(.c) { color: red !important; margin: 0 auto }",
    css: ".a>b:not(.c){color:red!important;margin:0 auto}",
    dropped: [],
  },
  {
    name: "@import",
    input: '@import "https://x.example/a.css"; .a{color:red}',
    css: ".a{color:red}",
    dropped: [['@import "https://x.example/a.css";', "@import is not allowed"]],
  },
  {
    name: "@import url( with media",
    input: "@import url(https://x.example/a.css) screen;",
    css: "",
    dropped: [["@import url(https://x.example/a.css) screen;", "@import is not allowed"]],
  },
  {
    name: "@import in upper case",
    input: "@IMPORT 'x.css';",
    css: "",
    dropped: [["@IMPORT 'x.css';", "@import is not allowed"]],
  },
  {
    name: "@import spelled with a hex escape",
    input: "@\\69mport url(https://x.example/a.css);",
    css: "",
    dropped: [["@\\69mport url(https://x.example/a.css);", "@import is not allowed"]],
  },
  {
    name: "@import spelled with a letter escape",
    input: "@i\\mport 'x.css';",
    css: "",
    dropped: [["@i\\mport 'x.css';", "@import is not allowed"]],
  },
  {
    name: "@charset and @namespace",
    input: '@charset "utf-8"; @namespace svg url(http://www.w3.org/2000/svg);',
    css: "",
    dropped: [
      ['@charset "utf-8";', "@charset is not allowed"],
      ["@namespace svg url(http://www.w3.org/2000/svg);", "@namespace is not allowed"],
    ],
  },
  {
    name: "@scope, which could leave the wrapper",
    input: "@scope (body) { p { color: red } }",
    css: "",
    dropped: [["@scope (body) { p { color: red } }", "@scope is not allowed"]],
  },
  {
    name: "@-moz-document",
    input: "@-moz-document url-prefix() { .a { color: red } }",
    css: "",
    dropped: [["@-moz-document url-prefix() { .a { color: red } }", "@-moz-document is not allowed"]],
  },
  {
    name: "remote url()",
    input: ".a { background: url(https://x.example/i.png) red; color: red }",
    css: ".a{color:red}",
    dropped: [["background: url(https://x.example/i.png) red", notDataImage]],
  },
  {
    name: "quoted url() with spaces",
    input: '.a { mask: url( "https://x.example/m.svg" ) }',
    css: ".a{}",
    dropped: [['mask: url( "https://x.example/m.svg" )', notDataImage]],
  },
  {
    name: "url() with an escaped scheme",
    input: ".a { background: url(\\68ttps://x.example/i.png) }",
    css: ".a{}",
    dropped: [["background: url(\\68ttps://x.example/i.png)", notDataImage]],
  },
  {
    name: "url( spelled with a hex escape",
    input: ".a { background: u\\72l(https://x.example/i.png) }",
    css: ".a{}",
    dropped: [["background: u\\72l(https://x.example/i.png)", unreadable]],
  },
  {
    name: "url( spelled with a unicode escape and space",
    input: ".a { background: \\75 rl(https://x.example/i.png) }",
    css: ".a{}",
    dropped: [["background: \\75 rl(https://x.example/i.png)", unreadable]],
  },
  {
    name: "url( spelled with a letter escape",
    input: ".a { background: u\\rl('https://x.example/i.png') }",
    css: ".a{}",
    dropped: [["background: u\\rl('https://x.example/i.png')", "url() is not allowed"]],
  },
  {
    name: "comment inside url(",
    input: ".a { background: ur/**/l(https://x.example/i.png) }",
    css: ".a{}",
    dropped: [["background: ur/**/l(https://x.example/i.png)", unreadable]],
  },
  {
    name: "javascript: URL",
    input: `.a { background: url("javascript:alert(1)") }`,
    css: ".a{}",
    dropped: [[`background: url("javascript:alert(1)")`, notDataImage]],
  },
  {
    name: "data: that is not an image",
    input: `.a { background: url("data:text/html,<script>alert(1)</script>") }`,
    css: ".a{}",
    dropped: [[`background: url("data:text/html,<script>alert(1)</script>")`, notDataImage]],
  },
  {
    name: "url() in a custom property",
    input: ".a { --bg: url(https://x.example/i.png); background: var(--bg) }",
    css: ".a{background:var(--bg)}",
    dropped: [["--bg: url(https://x.example/i.png)", notDataImage]],
  },
  {
    name: "image-set()",
    input: '.a { background-image: image-set("https://x.example/i.png" 1x) }',
    css: ".a{}",
    dropped: [['background-image: image-set("https://x.example/i.png" 1x)', "image-set() is not allowed"]],
  },
  {
    name: "-webkit-image-set()",
    input: ".a { background-image: -webkit-image-set('i.png' 1x) }",
    css: ".a{}",
    dropped: [["background-image: -webkit-image-set('i.png' 1x)", "-webkit-image-set() is not allowed"]],
  },
  {
    name: "image(), cross-fade(), element(), src(), paint()",
    input:
      '.a { b: image("x.png"); c: cross-fade(url(data:image/png;base64,A), "y.png"); d: -moz-element(#x); e: src("z.png"); f: paint(w) }',
    css: ".a{}",
    dropped: [
      ['b: image("x.png")', "image() is not allowed"],
      ['c: cross-fade(url(data:image/png;base64,A), "y.png")', "cross-fade() is not allowed"],
      ["d: -moz-element(#x)", "-moz-element() is not allowed"],
      ['e: src("z.png")', "src() is not allowed"],
      ["f: paint(w)", "paint() is not allowed"],
    ],
  },
  {
    name: "expression(), also escaped",
    input: ".a { width: expression(alert(1)); height: e\\78pression(alert(2)) }",
    css: ".a{}",
    dropped: [
      ["width: expression(alert(1))", "expression() is not allowed"],
      ["height: e\\78pression(alert(2))", "expression() is not allowed"],
    ],
  },
  {
    name: "-moz-binding and behavior, also escaped",
    input: ".a { -moz-binding: url(x.xml#b); behavior: url(x.htc); b\\65havior: none; color: red }",
    css: ".a{color:red}",
    dropped: [
      ["-moz-binding: url(x.xml#b)", "the property -moz-binding is not allowed"],
      ["behavior: url(x.htc)", "the property behavior is not allowed"],
      ["b\\65havior: none", "the property behavior is not allowed"],
    ],
  },
  {
    name: "</style> breakout between rules",
    input: ".a{color:red} </style><script>alert(1)</script><style> .b{color:blue}",
    css: ".a{color:red}",
    dropped: [["</style><script>alert(1)</script><style> .b{color:blue}", "the selector could not be read"]],
  },
  {
    name: "</style> and <!-- in strings",
    input: '.a::after { content: "</style><!--" }',
    css: '.a::after{content:"\\3c /style>\\3c !--"}',
    dropped: [],
  },
  {
    name: "< in a name and in a data: SVG",
    input: `.x\\<y { background: url("data:image/svg+xml,<svg></svg>") }`,
    css: ".x\\3c y{background:url(data:image/svg+xml,\\3c svg>\\3c /svg>)}",
    dropped: [],
  },
  { name: "HTML comment tokens", input: "<!-- .a { color: red } -->", css: ".a{color:red}", dropped: [] },
  {
    name: "data: image kept",
    input: `.a { background: ${dataImage} no-repeat, linear-gradient(red, blue) }`,
    css: `.a{background:${dataImage}no-repeat,linear-gradient(red,blue)}`,
    dropped: [],
  },
  {
    name: "conditional groups keep allowed rules",
    input:
      "@media print { .a { color: red; background: url(//x.example/i) } } @supports (display: grid) { .b { display: grid } }",
    css: "@media print{.a{color:red}}@supports (display:grid){.b{display:grid}}",
    dropped: [["background: url(//x.example/i)", notDataImage]],
  },
  {
    name: "@font-face with a remote and an inline source",
    input:
      "@font-face { font-family: R; src: url(https://x.example/f.woff2) } @font-face { font-family: S; src: url(data:font/woff2;base64,AA) format('woff2'), local(Arial) }",
    css: '@font-face{font-family:R}@font-face{font-family:S;src:url(data:font/woff2;base64,AA)format("woff2"),local(Arial)}',
    dropped: [
      ["src: url(https://x.example/f.woff2)", "url() may only point to an inline data: font or image"],
    ],
  },
  {
    name: "@font-face inside @media",
    input: "@media print { @font-face { font-family: R; src: local(Arial) } }",
    css: "@media print{}",
    dropped: [
      ["@font-face { font-family: R; src: local(Arial) }", "@font-face is only allowed at the top level"],
    ],
  },
  {
    name: "@keyframes and @page",
    input:
      ".a{animation:k 1s} @keyframes k { from { opacity: 0 } to { opacity: 1; background: url(https://x.example) } } @page { margin: 1cm; @top-center { content: 'x' } }",
    css: '@keyframes k{from{opacity:0}to{opacity:1}}@page{margin:1cm;@top-center{content:"x"}}.a{animation:k 1s}',
    dropped: [["background: url(https://x.example)", notDataImage]],
  },
  {
    name: "@layer",
    input: "@layer base { .a { color: red } }",
    css: "",
    dropped: [["@layer base { .a { color: red } }", "@layer is not allowed"]],
  },
  {
    name: ":scope and &",
    input: ":scope { display: none } & .a { color: red } .b:is(:scope) { color: red } .c { color: red }",
    css: ".c{color:red}",
    dropped: [
      [":scope { display: none }", ":scope and & are not allowed in selectors"],
      ["& .a { color: red }", ":scope and & are not allowed in selectors"],
      [".b:is(:scope) { color: red }", ":scope and & are not allowed in selectors"],
    ],
  },
  {
    name: "nested rules",
    input: ".a { color: red; .b { color: blue } }",
    css: ".a{color:red}",
    dropped: [[".b { color: blue }", "nested rules are not supported"]],
  },
  {
    // A browser reads this as one rule with the selector `color: red; .a` and drops it whole, too.
    name: "declaration outside a rule",
    input: "color: red; .a { color: blue }",
    css: "",
    dropped: [["color: red; .a { color: blue }", "the selector could not be read"]],
  },
];

describe("sanitizeCss", () => {
  it.each(cases)("$name", ({ input, css, dropped }) => {
    const result = sanitizeCss(input);
    expect(result.css).toBe(css);
    expect(result.dropped.map((entry) => [entry.text, entry.reason])).toEqual(dropped);
  });

  it.each(cases)("is idempotent and keeps markup out: $name", ({ input }) => {
    const once = sanitizeCss(input).css;
    expect(sanitizeCss(once)).toEqual({ css: once, dropped: [] });
    expect(once).not.toMatch(/<|-->|https?:|javascript:|\/\//i);
  });

  it("shortens long dropped text to one line", () => {
    const long = `@import url(https://x.example/${"a".repeat(200)}.css)\n  screen;`;
    const [entry] = sanitizeCss(long).dropped;
    expect(entry?.text).toHaveLength(80);
    expect(entry?.text).toMatch(/^@import url\(https:\/\/x\.example\/a+…$/);
  });

  it("says where each dropped part was in the input, for the editor to underline it", () => {
    const input = "a { color: red; behavior: url(x.htc) }\n@import 'x.css';";
    const dropped = sanitizeCss(input).dropped;
    expect(dropped.map((entry) => input.slice(entry.from, entry.to).trim())).toEqual([
      "behavior: url(x.htc)",
      "@import 'x.css';",
    ]);
  });

  it("returns nothing for nothing", () => {
    expect(sanitizeCss("")).toEqual({ css: "", dropped: [] });
    expect(sanitizeCss("  /* only a comment */ ")).toEqual({ css: "", dropped: [] });
  });
});

describe("scopedCustomCss", () => {
  it("puts style rules inside a scope rooted at the pages' parent and font/animation rules outside", () => {
    expect(scopedCustomCss("@keyframes k { to { opacity: 1 } } .vt-page { color: red } @import 'x';")).toBe(
      "@keyframes k{to{opacity:1}}\n@scope (:has(> .vt-page)) {\n.vt-page{color:red}\n}",
    );
  });

  it("is empty when nothing is left", () => {
    expect(scopedCustomCss("@import 'x.css';")).toBe("");
  });
});
