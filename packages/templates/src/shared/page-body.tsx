/** @jsxRuntime automatic */
import type { ResumeData } from "@vitae/schema";
import type { ReactNode } from "react";
import { HeaderText, Picture } from "./header.tsx";
import type { SectionOptions } from "./item.tsx";
import { mergedSections, sectionsForPage } from "./layout.ts";
import { Sections } from "./section.tsx";

type BodyProps = { data: ResumeData; pageIndex: number; options: SectionOptions };

/** A one-column template's body: `.vt-body` with the page's main and sidebar sections merged in order. */
export const SingleColumnBody = ({ data, pageIndex, options }: BodyProps) => (
  <div className="vt-body">
    <Sections data={data} ids={mergedSections(data, pageIndex)} options={options} />
  </div>
);

/**
 * A sidebar template's body: `.vt-body` with `.vt-sidebar` first (it is read first) and `.vt-main`.
 * `top` goes at the head of the sidebar (a header living in the column). Without `keepSidebar`, a page with
 * no sidebar sections drops the column and gives main the full width (`.vt-body-full`).
 */
export const SidebarBody = ({
  data,
  pageIndex,
  options,
  top,
  keepSidebar = false,
}: BodyProps & { top?: ReactNode; keepSidebar?: boolean }) => {
  const { main, sidebar } = sectionsForPage(data, pageIndex);
  const withSidebar = keepSidebar || sidebar.length > 0;
  return (
    <div className={withSidebar ? "vt-body" : "vt-body vt-body-full"}>
      {withSidebar ? (
        <div className="vt-sidebar" data-column="sidebar">
          {top}
          <Sections data={data} ids={sidebar} options={options} />
        </div>
      ) : null}
      <div className="vt-main" data-column="main">
        <Sections data={data} ids={main} options={options} />
      </div>
    </div>
  );
};

/**
 * A one-column page in two tracks: a narrow gutter on the left and content on the right. The first page's
 * header puts the picture in the gutter (`.vt-header-gutter`) beside the header text; the template's CSS
 * puts each section's heading in the gutter too.
 */
export const GutterHeader = ({ data }: { data: ResumeData }) => (
  <header className="vt-header">
    <div className="vt-header-gutter">
      <Picture basics={data.basics} />
    </div>
    <HeaderText data={data} />
  </header>
);

export const GutterPage = ({ data, pageIndex, options }: BodyProps) => (
  <>
    {pageIndex === 0 ? <GutterHeader data={data} /> : null}
    <SingleColumnBody data={data} pageIndex={pageIndex} options={options} />
  </>
);
