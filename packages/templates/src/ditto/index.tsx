/** @jsxRuntime automatic */
import type { Basics, ResumeData } from "@vitae/schema";
import type { CSSProperties } from "react";
import { ContactList, Headline, Name, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { sectionsForPage } from "../shared/layout.ts";
import { safeImageSrc } from "../shared/sanitize.ts";
import { Sections } from "../shared/section.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "meta-line", keywords: "tags", level: "dots" };

/** The picture's printed height in px, or null when `Picture` prints nothing. */
const pictureHeight = ({ picture }: Basics): number | null =>
  picture.effects.hidden || safeImageSrc(picture.url) === undefined || picture.size <= 0
    ? null
    : Math.round((picture.size / picture.aspectRatio) * 100) / 100;

/**
 * A primary band across the top of the sheet holds name and headline; the picture sits in the sidebar's
 * column, half in the band and half below it, and the contact details run under the band in main's column.
 * The header's grid uses the body's columns, so everything right of the picture starts on one line.
 */
const DittoHeader = ({ data }: { data: ResumeData }) => {
  const height = pictureHeight(data.basics);
  const style =
    height === null ? undefined : ({ "--vt-ditto-picture-height": `${height}px` } as CSSProperties);
  return (
    <header className={height === null ? "vt-header" : "vt-header vt-ditto-with-picture"} style={style}>
      <Picture basics={data.basics} />
      <div className="vt-header-text">
        <Name basics={data.basics} />
        <Headline basics={data.basics} />
        <ContactList data={data} />
      </div>
    </header>
  );
};

/**
 * Header band first, then a one-third sidebar on the left (before main in the DOM, as it is read) and the
 * main column. A page without sidebar sections gives main the full width.
 */
const Ditto = ({ data, pageIndex }: TemplateProps) => {
  const { main, sidebar } = sectionsForPage(data, pageIndex);
  return (
    <>
      {pageIndex === 0 ? <DittoHeader data={data} /> : null}
      <div className={sidebar.length > 0 ? "vt-body" : "vt-body vt-body-full"}>
        {sidebar.length > 0 ? (
          <div className="vt-sidebar">
            <Sections data={data} ids={sidebar} options={options} />
          </div>
        ) : null}
        <div className="vt-main">
          <Sections data={data} ids={main} options={options} />
        </div>
      </div>
    </>
  );
};

export const ditto: TemplateDefinition = {
  id: "ditto",
  name: "Ditto",
  family: "sidebar-left",
  component: Ditto,
  css,
};
