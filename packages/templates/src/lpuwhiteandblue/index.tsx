/** @jsxRuntime automatic */
import type { ResumeData } from "@vitae/schema";
import type { CSSProperties } from "react";
import { InstitutionMark } from "../lpu/institution.tsx";
import { contrastRatio } from "../shared/color.ts";
import { HeaderText, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SingleColumnBody } from "../shared/page-body.tsx";
import { themeColors } from "../shared/theme.ts";
import type { HeaderProps, TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "tags", level: "bar" };

/**
 * The ink of the band: `--vt-on-primary` (white or the text colour), or the page background when that reads
 * better, as on a dark theme with a light primary where both white and the light text fade into the band.
 */
const bandInk = (data: ResumeData): string => {
  const { primary, onPrimary, background } = themeColors(data);
  return contrastRatio(primary, background) > contrastRatio(primary, onPrimary) ? background : onPrimary;
};

/**
 * Single column, institutional: a primary band from edge to edge with the photo, the candidate's name,
 * headline and contact, and the institution's logo and name top right; a white page below with primary
 * rules under the section headings.
 */
const LpuwhiteandblueHeader = ({ data, institution }: HeaderProps) => (
  <header className="vt-header" style={{ "--vt-band-ink": bandInk(data) } as CSSProperties}>
    <Picture basics={data.basics} />
    <HeaderText data={data} />
    <InstitutionMark institution={institution} />
  </header>
);

const Lpuwhiteandblue = ({ data, pageIndex, institution }: TemplateProps) => (
  <>
    {pageIndex === 0 ? <LpuwhiteandblueHeader data={data} institution={institution} /> : null}
    <SingleColumnBody data={data} pageIndex={pageIndex} options={options} />
  </>
);

export const lpuwhiteandblue: TemplateDefinition = {
  id: "lpuwhiteandblue",
  name: "LPU White and Blue",
  family: "single",
  component: Lpuwhiteandblue,
  header: LpuwhiteandblueHeader,
  css,
};
