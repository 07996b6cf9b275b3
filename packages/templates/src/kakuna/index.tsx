/** @jsxRuntime automatic */
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SingleColumnBody } from "../shared/page-body.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "dots" };

/**
 * Classic single column: a centred header (picture above the name), then the page's sections in order, each
 * under a centred heading set between hairlines.
 */
const Kakuna = ({ data, pageIndex }: TemplateProps) => (
  <>
    {pageIndex === 0 ? <Header data={data} /> : null}
    <SingleColumnBody data={data} pageIndex={pageIndex} options={options} />
  </>
);

export const kakuna: TemplateDefinition = {
  id: "kakuna",
  name: "Kakuna",
  family: "single",
  component: Kakuna,
  header: Header,
  css,
};
