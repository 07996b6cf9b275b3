/** @jsxRuntime automatic */
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { mergedSections } from "../shared/layout.ts";
import { Sections } from "../shared/section.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "bar" };

/** Single column, compact: header (name left, contact on one line), then the page's sections in order. */
const Rhyhorn = ({ data, pageIndex }: TemplateProps) => (
  <>
    {pageIndex === 0 ? <Header data={data} /> : null}
    <div className="vt-body">
      <Sections data={data} ids={mergedSections(data, pageIndex)} options={options} />
    </div>
  </>
);

export const rhyhorn: TemplateDefinition = {
  id: "rhyhorn",
  name: "Rhyhorn",
  family: "single",
  component: Rhyhorn,
  css,
};
