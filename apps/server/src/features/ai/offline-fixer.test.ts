import { createBinaryModuleFromUrl } from "harper.js";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { createOfflineFixer, slicesOf } from "./offline-fixer.ts";

describe("slicesOf", () => {
  it("cuts long text after line and sentence ends, covering every character once", () => {
    const text = `${"A short sentence here. ".repeat(100)}\n${"word ".repeat(300)}${"x".repeat(2500)}`;
    const slices = slicesOf(text);
    expect(slices.map((slice) => slice.text).join("")).toBe(text);
    for (const slice of slices) {
      expect(slice.text.length).toBeLessThanOrEqual(1000);
      expect(text.slice(slice.start, slice.start + slice.text.length)).toBe(slice.text);
    }
    expect(slices[0]?.text.endsWith(".")).toBe(true);
    expect(slices.some((slice) => slice.text.endsWith("\n"))).toBe(true);
  });

  it("keeps a short text whole", () => {
    expect(slicesOf("I has went.")).toEqual([{ start: 0, text: "I has went." }]);
  });
});

describe("a harper that cannot start", () => {
  it("answers AiUnavailable, and tries again on the next request", async () => {
    let loads = 0;
    const fixer = createOfflineFixer({
      binary: async () => {
        loads += 1;
        return createBinaryModuleFromUrl(`file:///nonexistent/harper-${loads}/harper_wasm_bg.wasm`);
      },
    });
    for (const attempt of [1, 2]) {
      const failure = await fixer.fix({ texts: ["I has went."], gaps: [] }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({
        code: "AiUnavailable",
        statusCode: 502,
        message: "The offline spelling and grammar checker could not start",
      });
      expect(loads).toBe(attempt);
    }
  });
});
