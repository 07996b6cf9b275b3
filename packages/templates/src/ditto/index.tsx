/** @jsxRuntime automatic */
import type { Basics, ResumeData } from "@vitae/schema";
import type { CSSProperties } from "react";
import { HeaderText, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SidebarBody } from "../shared/page-body.tsx";
import { safeImageSrc } from "../shared/sanitize.ts";
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
      <HeaderText data={data} />
    </header>
  );
};

/**
 * Header band first, then a one-third sidebar on the left (before main in the DOM, as it is read) and the
 * main column. A page without sidebar sections gives main the full width.
 */
const Ditto = ({ data, pageIndex }: TemplateProps) => {
  return (
    <>
      {pageIndex === 0 ? <DittoHeader data={data} /> : null}
      <SidebarBody data={data} pageIndex={pageIndex} options={options} />
    </>
  );
};

export const ditto: TemplateDefinition = {
  id: "ditto",
  name: "Ditto",
  family: "sidebar-left",
  component: Ditto,
  header: DittoHeader,
  css,
};
