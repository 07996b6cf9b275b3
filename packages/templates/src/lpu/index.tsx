/** @jsxRuntime automatic */
import { HeaderText, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SingleColumnBody } from "../shared/page-body.tsx";
import type { HeaderProps, TemplateDefinition, TemplateProps } from "../types.ts";
import { InstitutionMark } from "./institution.tsx";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "dots" };

/**
 * Single column, institutional: a masthead band from edge to edge holding the institution's logo and name
 * (the letterhead), then the candidate's name, headline and contact with the optional photo on the right;
 * below, the page's sections in order. Without an institution the band holds the candidate alone.
 */
const LpuHeader = ({ data, institution }: HeaderProps) => (
  <header className="vt-header">
    <InstitutionMark institution={institution} />
    <Picture basics={data.basics} />
    <HeaderText data={data} />
  </header>
);

const Lpu = ({ data, pageIndex, institution }: TemplateProps) => (
  <>
    {pageIndex === 0 ? <LpuHeader data={data} institution={institution} /> : null}
    <SingleColumnBody data={data} pageIndex={pageIndex} options={options} />
  </>
);

export const lpu: TemplateDefinition = {
  id: "lpu",
  name: "LPU",
  family: "single",
  component: Lpu,
  header: LpuHeader,
  css,
};
