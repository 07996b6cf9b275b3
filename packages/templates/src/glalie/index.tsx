/** @jsxRuntime automatic */
import { pageFormats, type ResumeData } from "@vitae/schema";
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SidebarBody } from "../shared/page-body.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "meta-line", keywords: "comma", level: "dots" };

/** The sidebar's share of the content width (inside the margins); styles.ts uses the same number. */
export const glalieSidebarShare = 0.31;

const round = (value: number): number => Math.round(value * 1000) / 1000;

/** The margin setting in px, as `themeVariables` clamps it. */
const marginPx = (data: ResumeData): number => {
  const { margin } = data.metadata.page;
  return Number.isFinite(margin) ? Math.min(48, Math.max(0, margin)) : 0;
};

/**
 * A tinted, bordered column on the left, inset by the margin and running from the top edge of every sheet
 * to the bottom, holds the centred header and the sidebar sections; main follows it in the DOM, as it is
 * read. The column stays on every page, so main keeps its place beside it.
 */
const Glalie = ({ data, pageIndex }: TemplateProps) => {
  return (
    <SidebarBody
      data={data}
      pageIndex={pageIndex}
      options={options}
      top={pageIndex === 0 ? <Header data={data} /> : null}
      keepSidebar
    />
  );
};

export const glalie: TemplateDefinition = {
  id: "glalie",
  name: "Glalie",
  family: "sidebar-left",
  component: Glalie,
  header: Header,
  css,
  // The column is painted on the sheet (a ribbon from the top edge to the bottom edge with a hairline on
  // each side), so it continues on overflow sheets however far the sidebar's own content reaches.
  paperBackground: ({ primary, background }, data) => {
    const margin = marginPx(data);
    const format = pageFormats[data.metadata.page.format] ?? pageFormats.a4;
    const sheet = (format.width * 96) / 25.4;
    // Absolute positions (px from the sheet's left edge), the same on the page, the canvas and the footer.
    const left = round(margin);
    const right = round(margin + (sheet - 2 * margin) * glalieSidebarShare);
    const wash = `color-mix(in srgb, ${primary} 7%, ${background})`;
    const line = `color-mix(in srgb, ${primary} 55%, ${background})`;
    const rule = (x: number) => `linear-gradient(${line}, ${line}) ${x}px 0 / 1px 100% repeat-y`;
    return [
      rule(left),
      rule(right - 1),
      `linear-gradient(to right, ${background} 0 ${left}px, ${wash} ${left}px ${right}px, ${background} ${right}px 100%)`,
    ].join(", ");
  },
};
