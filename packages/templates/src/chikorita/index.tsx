/** @jsxRuntime automatic */

import { resumeDirection } from "../shared/direction.ts";
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { hasSidebarSections, sectionsForPage } from "../shared/layout.ts";
import { Sections } from "../shared/section.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "meta-line", keywords: "tags", level: "dots" };

/**
 * Main column (header, then main sections) and a one-third sidebar on the right, filled with the primary
 * colour from edge to edge on every sheet. The sidebar follows main in the DOM, as it is read. A resume with
 * no sidebar sections at all is a single column without the band (an empty coloured slab reads as a mistake).
 */
const Chikorita = ({ data, pageIndex }: TemplateProps) => {
  const { main, sidebar } = sectionsForPage(data, pageIndex);
  const withSidebar = hasSidebarSections(data);
  return (
    <div className={withSidebar ? "vt-body" : "vt-body vt-body-full"}>
      <div className="vt-main" data-column="main">
        {pageIndex === 0 ? <Header data={data} /> : null}
        <Sections data={data} ids={main} options={options} />
      </div>
      {withSidebar ? (
        <div className="vt-sidebar" data-column="sidebar">
          <Sections data={data} ids={sidebar} options={options} />
        </div>
      ) : null}
    </div>
  );
};

export const chikorita: TemplateDefinition = {
  id: "chikorita",
  name: "Chikorita",
  family: "sidebar-right",
  component: Chikorita,
  header: Header,
  css,
  // The band is painted on the sheet, so it reaches the paper's edges and continues on overflow sheets.
  paperBackground: ({ primary, background }, data) =>
    hasSidebarSections(data)
      ? // The sidebar follows the text: on the right of a left-to-right page, on the left of a right-to-left one.
        `linear-gradient(to ${resumeDirection(data) === "rtl" ? "left" : "right"}, ${background} 0 66.6667%, ${primary} 66.6667% 100%)`
      : undefined,
};
