/** @jsxRuntime automatic */
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SingleColumnBody } from "../shared/page-body.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "bar" };

/** Single column, compact: header (name left, contact on one line), then the page's sections in order. */
const Rhyhorn = ({ data, pageIndex }: TemplateProps) => (
  <>
    {pageIndex === 0 ? <Header data={data} /> : null}
    <SingleColumnBody data={data} pageIndex={pageIndex} options={options} />
  </>
);

export const rhyhorn: TemplateDefinition = {
  id: "rhyhorn",
  name: "Rhyhorn",
  family: "single",
  component: Rhyhorn,
  header: Header,
  css,
};
