import { aiTones } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type Browser, signUp } from "../auth/auth.test-helpers.ts";
import { askAi, expectAnswer, expectError, promptUrl } from "./ai.test-helpers.ts";

// No AI_MODEL: only the offline fix, with the real harper.js.
let test: TestApp;
let browser: Browser;

beforeAll(async () => {
  test = await createTestApp({ env: { RATE_LIMIT_FACTOR: "100" } });
  ({ browser } = await signUp(test.app));
});

afterAll(async () => {
  await test.close();
});

const fix = (text: string) => askAi(browser, { action: "fix", text });
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe("without a model", () => {
  it("offers only the fix, offline", async () => {
    const response = await browser.get(promptUrl);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ improve: false, fix: true, tone: false, offline: true });
  });

  it("fixes spelling and grammar locally: “I has went to teh store.”", async () => {
    expectAnswer(await fix("I has went to teh store."), "I have gone to the store.");
  });

  it("fixes rich text in its text nodes only, so every tag stays where it was", async () => {
    expectAnswer(
      await fix("<p>I has went to <strong>teh</strong> store</p>"),
      "<p>I have gone to <strong>the</strong> store</p>",
    );
    const list =
      '<ul><li><p>i has went to teh store</p></li><li>Led <a href="https://example.com">teh project</a></li></ul>';
    const response = await fix(list);
    expectAnswer(
      response,
      '<ul><li><p>I have gone to the store</p></li><li>Led <a href="https://example.com" rel="noopener noreferrer">the project</a></li></ul>',
    );
    expect(tagsOf(response.json<{ message: string }>().message).length).toBe(tagsOf(list).length);
  });

  it("keeps entities, line breaks and symbols as they were", async () => {
    expectAnswer(
      await fix("<p>R&amp;D: I has went to teh store &lt;fast&gt;<br>next line</p>"),
      "<p>R&amp;D: I have gone to the store &lt;fast&gt;<br />next line</p>",
    );
    expectAnswer(await fix("I has went\nto teh store & back <3"), "I have gone\nto the store & back <3");
  });

  it("fixes common misspellings and grammar slips", async () => {
    expectAnswer(
      await fix("Responsable for recieving goods. I acheived a 20% increse in sales."),
      "Responsible for receiving goods. I achieved a 20% increase in sales.",
    );
    expectAnswer(
      await fix("I could of done it and alot of people should of been there. This is a apple."),
      "I could have done it and a lot of people should have been there. This is an apple.",
    );
  });

  it("leaves names, places, British spellings and technical words as written", async () => {
    expectAnswer(
      await fix(
        "I has met Jörg Ngata at Acme GmbH in Zürich; we used nginx, kubectl and k8s in our organisation's programme.",
      ),
      "I have met Jörg Ngata at Acme GmbH in Zürich; we used nginx, kubectl and k8s in our organisation's programme.",
    );
  });

  it("does not change style: no Oxford comma, no rewording", async () => {
    const text =
      "Worked with Kubernetes, TypeScript and PostgreSQL. In order to grow sales I utilized many strategies.";
    expectAnswer(await fix(text), text);
  });

  it("fixes a 10,000-character text to its end", async () => {
    const filler = "Managed the team well. ".repeat(433);
    const text = `${filler}I has went to teh store.`;
    expect(text.length).toBeLessThanOrEqual(10_000);
    // Linting blocks the event loop; long texts are linted in slices so timers and other requests run between.
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    try {
      expectAnswer(await fix(text), `${filler}I have gone to the store.`);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it("refuses text in other languages instead of turning it into English", async () => {
    for (const text of [
      "Ich habe einen Fehler gemacht und bin nach Hause gegangen.",
      "J'ai travaillé chez Renault pendant trois ans comme ingénieur logiciel.",
    ]) {
      const message = expectError(await fix(text), 503, "AiNotConfigured");
      expect(message).toBe(
        "No AI model is configured, and the offline spelling and grammar fix only handles English: this text does not look like English",
      );
    }
  });

  it.each([{ action: "improve" }, ...aiTones.map((tone) => ({ action: "tone", tone }))])(
    "answers $action $tone with 503 AiNotConfigured and says what still works",
    async (payload) => {
      const message = expectError(
        await askAi(browser, { ...payload, text: "Led a team." }),
        503,
        "AiNotConfigured",
      );
      expect(message).toBe(
        "No AI model is configured; only the offline spelling and grammar fix is available",
      );
    },
  );

  it("validates the request the same way", async () => {
    expectError(await askAi(browser, { action: "fix", text: "" }), 400, "ValidationError");
    expectError(await askAi(browser, { action: "tone", text: "Hello" }), 400, "ValidationError");
  });
});
