/** @jsxRuntime automatic */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fixtures } from "../fixtures.ts";
import { Section } from "./section.tsx";

const options = { dateAlign: "right", keywords: "tags", level: "dots" } as const;

describe("Section markup the builder's preview relies on", () => {
  it("names its layout id and each item's id, so a click can say what it hit", () => {
    const data = fixtures.allSections();
    const html = renderToStaticMarkup(<Section data={data} id="experience" options={options} />);
    expect(html).toMatch(
      /^<section class="vt-section vt-section-experience" data-section="experience" data-column="main">/,
    );
    const ids = [...html.matchAll(/data-item="experience" data-item-id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(data.sections.experience.items.filter((item) => item.visible).map((item) => item.id));
  });

  it("does the same for a custom section, with its custom.<id> layout id", () => {
    const data = fixtures.allSections();
    const custom = Object.values(data.sections.custom).find(
      (section) => section.visible && section.items.length,
    );
    if (custom === undefined) throw new Error("the fixture has a visible custom section");
    const html = renderToStaticMarkup(<Section data={data} id={`custom.${custom.id}`} options={options} />);
    expect(html).toContain(`data-section="custom.${custom.id}"`);
    const first = custom.items.find((item) => item.visible);
    expect(html).toContain(`data-item-id="${first?.id}"`);
  });
});
