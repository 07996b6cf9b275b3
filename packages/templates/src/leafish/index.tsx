/** @jsxRuntime automatic */

import type { ReactNode } from "react";
import { HeaderText, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { sectionsForPage } from "../shared/layout.ts";
import { Section, Sections } from "../shared/section.tsx";
import type { HeaderProps, TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "meta-line", keywords: "tags", level: "bar" };

const summaryId = "summary";

/**
 * A tinted band across the top of the first page holds the header and the summary (wherever the layout puts
 * the summary on that page); below it, two equal columns: the page's main sections, then its sidebar
 * sections. DOM order is the reading order: header, summary, left column, right column. A page without
 * sidebar sections gives the main column the full width.
 */
/** The tinted band with the header, and whatever the page puts in it after (the resume's summary). */
const LeafishBand = ({ data, children }: HeaderProps & { children?: ReactNode }) => (
  <div className="vt-band">
    <header className="vt-header">
      <Picture basics={data.basics} />
      <HeaderText data={data} />
    </header>
    {children}
  </div>
);

const Leafish = ({ data, pageIndex }: TemplateProps) => {
  const page = sectionsForPage(data, pageIndex);
  const first = pageIndex === 0;
  const summaryInBand = first && [...page.main, ...page.sidebar].includes(summaryId);
  const main = summaryInBand ? page.main.filter((id) => id !== summaryId) : page.main;
  const sidebar = summaryInBand ? page.sidebar.filter((id) => id !== summaryId) : page.sidebar;
  const twoColumns = main.length > 0 && sidebar.length > 0;
  return (
    <>
      {first ? (
        <LeafishBand data={data}>
          {summaryInBand ? <Section data={data} id={summaryId} options={options} /> : null}
        </LeafishBand>
      ) : null}
      <div className={twoColumns ? "vt-body" : "vt-body vt-body-full"}>
        {main.length > 0 ? (
          <div className="vt-main" data-column="main">
            <Sections data={data} ids={main} options={options} />
          </div>
        ) : null}
        {sidebar.length > 0 ? (
          <div className="vt-sidebar" data-column="sidebar">
            <Sections data={data} ids={sidebar} options={options} />
          </div>
        ) : null}
      </div>
    </>
  );
};

export const leafish: TemplateDefinition = {
  id: "leafish",
  name: "Leafish",
  family: "two-equal",
  component: Leafish,
  header: LeafishBand,
  css,
};
