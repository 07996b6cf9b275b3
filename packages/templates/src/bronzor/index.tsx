/** @jsxRuntime automatic */
import { HeaderText, Picture } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { SingleColumnBody } from "../shared/page-body.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "right", keywords: "comma", level: "bar" };

/**
 * A ledger: every row has a narrow gutter on the left and content on the right. The header puts the
 * picture in the gutter; each section puts its heading there.
 */
const Bronzor = ({ data, pageIndex }: TemplateProps) => (
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

export const bronzor: TemplateDefinition = {
  id: "bronzor",
  name: "Bronzor",
  family: "single",
  component: Bronzor,
  css,
};
