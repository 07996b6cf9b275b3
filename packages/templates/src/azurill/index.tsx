/** @jsxRuntime automatic */
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { sectionsForPage } from "../shared/layout.ts";
import { Sections } from "../shared/section.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "meta-line", keywords: "tags", level: "dots" };

/**
 * A centred header across the page, then a one-third sidebar on the left and the main column. The sidebar
 * comes first in the DOM, as it is read; a page without sidebar sections gives main the full width.
 */
const Azurill = ({ data, pageIndex }: TemplateProps) => {
  const { main, sidebar } = sectionsForPage(data, pageIndex);
  return (
    <>
      {pageIndex === 0 ? <Header data={data} /> : null}
      <div className={sidebar.length > 0 ? "vt-body" : "vt-body vt-body-full"}>
        {sidebar.length > 0 ? (
          <div className="vt-sidebar">
            <Sections data={data} ids={sidebar} options={options} />
          </div>
        ) : null}
        <div className="vt-main">
          <Sections data={data} ids={main} options={options} />
        </div>
      </div>
    </>
  );
};

export const azurill: TemplateDefinition = {
  id: "azurill",
  name: "Azurill",
  family: "sidebar-left",
  component: Azurill,
  css,
};
