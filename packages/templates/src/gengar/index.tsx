/** @jsxRuntime automatic */
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SidebarBody } from "../shared/page-body.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "meta-line", keywords: "comma", level: "bar" };

/** How much primary the sidebar's wash holds (the rest is the theme background). */
export const gengarWashPercent = 11;

/**
 * A one-third sidebar on the left, washed with a pale tint of the primary colour from the paper's edge,
 * holds the header (picture, name, headline, contact) and the sidebar sections; main follows it in the
 * DOM, as it is read. The column stays on every page, so main keeps its place beside the wash.
 */
const Gengar = ({ data, pageIndex }: TemplateProps) => {
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

export const gengar: TemplateDefinition = {
  id: "gengar",
  name: "Gengar",
  family: "sidebar-left",
  component: Gengar,
  header: Header,
  css,
  // The wash is painted on the sheet, so it reaches the paper's edges and continues on overflow sheets.
  paperBackground: ({ primary, background }) => {
    const wash = `color-mix(in srgb, ${primary} ${gengarWashPercent}%, ${background})`;
    return `linear-gradient(to right, ${wash} 0 33.3333%, ${background} 33.3333% 100%)`;
  },
};
