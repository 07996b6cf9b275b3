/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";
import { findSimpleIcon } from "../simple-icons.ts";
import { profileBrandIcons } from "./brand-icon-set.ts";
import { brandIconSlug, ownBrandIcons } from "./brand-icons.tsx";
import { brandIconSlugsOf } from "./icons.tsx";

const linkedinPath = ownBrandIcons.linkedin?.path ?? "";

const withProfileIcons = (icons: readonly string[], networks?: readonly string[]) => {
  const data = fixtures.allSections();
  const [first] = data.sections.profiles.items;
  if (first === undefined) throw new Error("the fixture has profiles");
  return {
    ...data,
    metadata: { ...data.metadata, typography: { ...data.metadata.typography, hideIcons: false } },
    sections: {
      ...data.sections,
      profiles: {
        ...data.sections.profiles,
        visible: true,
        items: icons.map((icon, index) => ({
          ...first,
          id: `p${index}`,
          visible: true,
          icon,
          network: networks?.[index] ?? first.network,
        })),
      },
    },
  };
};

describe("brand icons for profile networks", () => {
  it("normalises slugs and resolves aliases", () => {
    expect(brandIconSlug(" LinkedIn ")).toBe("linkedin");
    expect(brandIconSlug("Twitter")).toBe("x");
    expect(brandIconSlug("stack-overflow")).toBe("stackoverflow");
    expect(brandIconSlug("dev.to")).toBe("devdotto");
    expect(brandIconSlug("no spaces!")).toBeUndefined();
    expect(brandIconSlug("constructor")).toBe("constructor");
    expect(findSimpleIcon("constructor")).toBeUndefined();
    expect(findSimpleIcon("hasOwnProperty")).toBeUndefined();
  });

  it("knows LinkedIn (drawn for Vitae) and every network the picker offers, once each", () => {
    expect(findSimpleIcon("linkedin")).toEqual({ slug: "linkedin", title: "LinkedIn", path: linkedinPath });
    expect(findSimpleIcon("twitter")?.title).toBe("X");
    const slugs = profileBrandIcons.map((icon) => icon.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(
      expect.arrayContaining(["linkedin", "github", "gitlab", "x", "stackoverflow", "medium"]),
    );
    expect(slugs).toEqual(
      expect.arrayContaining(["dribbble", "behance", "youtube", "instagram", "facebook"]),
    );
    expect(slugs).toContain("mastodon");
    for (const icon of profileBrandIcons) expect(findSimpleIcon(icon.slug)).toEqual(icon);
  });

  it("draws the LinkedIn icon for a profile whose icon is linkedin, in the printed HTML", () => {
    const data = withProfileIcons(["linkedin", "Twitter"]);
    expect(brandIconSlugsOf(data)).toEqual(expect.arrayContaining(["linkedin", "x"]));
    const html = renderResumeHtml(data, { fontBaseUrl: "/fonts" });
    const profiles = html.slice(html.indexOf('data-section="profiles"'));
    expect(profiles).toContain(`<path d="${linkedinPath}">`);
    expect(profiles).toContain(`<path d="${findSimpleIcon("x")?.path}">`);
  });

  it("draws a typed-in network's icon when the profile has none: LinkedIn, GITHUB, Stack Overflow", () => {
    const data = withProfileIcons(
      ["", "", " ", "gitlab"],
      ["LinkedIn", "GITHUB", "Stack Overflow", "GitHub"],
    );
    expect(brandIconSlugsOf(data)).toEqual(
      expect.arrayContaining(["github", "gitlab", "linkedin", "stackoverflow"]),
    );
    const html = renderResumeHtml(data, { fontBaseUrl: "/fonts" });
    const profiles = html.slice(html.indexOf('data-section="profiles"'));
    for (const slug of ["github", "stackoverflow", "gitlab"])
      expect(profiles).toContain(`<path d="${findSimpleIcon(slug)?.path}">`);
    expect(profiles).toContain(`<path d="${linkedinPath}">`);
    // A chosen icon wins over the network's name.
    expect(profiles.split(`<path d="${findSimpleIcon("github")?.path}">`)).toHaveLength(2);
  });
});
