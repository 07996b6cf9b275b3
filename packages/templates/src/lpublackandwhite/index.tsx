/** @jsxRuntime automatic */
import type { Basics } from "@vitae/schema";
import type { CSSProperties } from "react";
import { InstitutionMark } from "../lpu/institution.tsx";
import { HeaderText, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SingleColumnBody } from "../shared/page-body.tsx";
import { safeImageSrc } from "../shared/sanitize.ts";
import type { HeaderProps, TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "dots" };

/** The printed photo's width (as `Picture` draws it), so the centred text can be balanced against it. */
const pictureWidth = ({ picture }: Basics): string =>
  picture.effects.hidden || safeImageSrc(picture.url) === undefined || picture.size <= 0
    ? "0px"
    : `${picture.size}px`;

/**
 * Single column, strictly monochrome: a centred letterhead (logo in greyscale and the institution's name),
 * the candidate centred beneath with the photo at the right, a double rule, then the sections.
 */
const LpublackandwhiteHeader = ({ data, institution }: HeaderProps) => (
  <header className="vt-header" style={{ "--vt-picture-width": pictureWidth(data.basics) } as CSSProperties}>
    <InstitutionMark institution={institution} />
    <Picture basics={data.basics} />
    <HeaderText data={data} />
  </header>
);

const Lpublackandwhite = ({ data, pageIndex, institution }: TemplateProps) => (
  <>
    {pageIndex === 0 ? <LpublackandwhiteHeader data={data} institution={institution} /> : null}
    <SingleColumnBody data={data} pageIndex={pageIndex} options={options} />
  </>
);

export const lpublackandwhite: TemplateDefinition = {
  id: "lpublackandwhite",
  name: "LPU Black and White",
  family: "single",
  component: Lpublackandwhite,
  header: LpublackandwhiteHeader,
  css,
};
