import { describe, expect, it } from "vitest";
import { fixtures } from "./fixtures.ts";
import { pdfMetadata } from "./pdf-metadata.ts";

describe("pdfMetadata", () => {
  it("takes title, author, subject and the visible skills as keywords, once each", () => {
    const data = fixtures.sample();
    data.basics.name = " Meera Iyer ";
    data.basics.headline = "Platform engineer";
    const [first, second] = data.sections.skills.items;
    if (first === undefined || second === undefined) throw new Error("The sample has skills");
    first.name = "Backend";
    first.keywords = ["Go", "TypeScript"];
    second.name = "Data";
    second.keywords = ["typescript", "PostgreSQL"];
    data.sections.skills.items = [first, second, { ...second, id: "hidden", name: "Secret", visible: false }];
    expect(pdfMetadata(data)).toEqual({
      title: "Meera Iyer — Platform engineer",
      author: "Meera Iyer",
      subject: "Platform engineer",
      keywords: ["Backend", "Go", "TypeScript", "Data", "PostgreSQL"],
      creator: "Vitae",
    });
  });

  it("falls back when name, headline or a visible skills section are missing", () => {
    const data = fixtures.sample();
    data.basics.name = "";
    data.basics.headline = "";
    data.sections.skills.visible = false;
    expect(pdfMetadata(data)).toMatchObject({ title: "Resume", author: "", subject: "Resume", keywords: [] });
  });
});
