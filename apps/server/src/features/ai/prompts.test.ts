import { describe, expect, it } from "vitest";
import { buildPrompt, unwrapAnswer } from "./prompts.ts";

const prompt = buildPrompt({
  task: { action: "improve" },
  text: "Led team.",
  format: "plain",
  nonce: "abc123",
});
const unwrap = (answer: string, text = "Led team.") => unwrapAnswer(answer, { prompt, text });

describe("buildPrompt", () => {
  it("puts the text between marker lines holding the nonce", () => {
    expect(prompt.markers).toEqual({ open: "<<<TEXT abc123", close: "TEXT abc123>>>" });
    expect(prompt.messages[1]).toEqual({
      role: "user",
      content: "<<<TEXT abc123\nLed team.\nTEXT abc123>>>",
    });
  });
});

describe("unwrapAnswer", () => {
  it.each([
    ["a plain answer", "  Led a team.\n", "Led a team."],
    ["a code fence", "```\nLed a team.\n```", "Led a team."],
    ["a code fence with a language", "```html\n<p>Led a team.</p>\n```", "<p>Led a team.</p>"],
    ["repeated marker lines", "<<<TEXT abc123\nLed a team.\nTEXT abc123>>>", "Led a team."],
    ["double quotes", '"Led a team."', "Led a team."],
    ["typographic quotes", "“Led a team.”", "Led a team."],
    ["guillemets", "«Led a team.»", "Led a team."],
    ["a fence inside the markers", "<<<TEXT abc123\n```\nLed a team.\n```\nTEXT abc123>>>", "Led a team."],
  ])("strips %s", (_name, answer, expected) => {
    expect(unwrap(answer)).toBe(expected);
  });

  it("keeps quotes the original text had, and quotes inside the text", () => {
    expect(unwrap('"Stay hungry."', '"Stay hungy."')).toBe('"Stay hungry."');
    expect(unwrap('Led the "Apollo" project')).toBe('Led the "Apollo" project');
  });

  it("keeps a fence that does not wrap the whole answer", () => {
    expect(unwrap("Use ```code``` here")).toBe("Use ```code``` here");
  });
});
