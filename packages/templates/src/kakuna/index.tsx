/** @jsxRuntime automatic */
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { mergedSections } from "../shared/layout.ts";
import { Sections } from "../shared/section.tsx";
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
    <div className="vt-body">
      <Sections data={data} ids={mergedSections(data, pageIndex)} options={options} />
    </div>
  </>
);

export const kakuna: TemplateDefinition = {
  id: "kakuna",
  name: "Kakuna",
  family: "single",
  component: Kakuna,
  css,
};
