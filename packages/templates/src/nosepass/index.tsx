/** @jsxRuntime automatic */
import { HeaderText, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SingleColumnBody } from "../shared/page-body.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "dots" };

/**
 * A Europass-like form in one column: a narrow label column on the left, values on the right. The header
 * puts the picture in the label column; every section puts its heading there, and every item of a
 * one-column section its dates, place and level, aligned against the values.
 */
const Nosepass = ({ data, pageIndex }: TemplateProps) => (
  <>
    {pageIndex === 0 ? (
      <header className="vt-header">
        <div className="vt-header-gutter">
          <Picture basics={data.basics} />
        </div>
        <HeaderText data={data} />
      </header>
    ) : null}
    <SingleColumnBody data={data} pageIndex={pageIndex} options={options} />
  </>
);

export const nosepass: TemplateDefinition = {
  id: "nosepass",
  name: "Nosepass",
  family: "single",
  component: Nosepass,
  css,
};
