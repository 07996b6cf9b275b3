/** @jsxRuntime automatic */
import { Header } from "../shared/header.tsx";
import type { SectionOptions } from "../shared/item.tsx";
import { sectionsForPage } from "../shared/layout.ts";
import { Sections } from "../shared/section.tsx";
import type { TemplateDefinition, TemplateProps } from "../types.ts";
import { css } from "./styles.ts";

const options: SectionOptions = { dateAlign: "meta-line", keywords: "tags", level: "bar" };

/**
 * The house style: a header across the page (name in the primary colour, photo on the right), then the main
 * column and a one-third sidebar on the right. The sidebar follows main in the DOM, as it is read; a page
 * without sidebar sections gives main the full width.
 */
const Vitae = ({ data, pageIndex }: TemplateProps) => {
  const { main, sidebar } = sectionsForPage(data, pageIndex);
  return (
    <>
      {pageIndex === 0 ? <Header data={data} /> : null}
      <div className={sidebar.length > 0 ? "vt-body" : "vt-body vt-body-full"}>
        <div className="vt-main" data-column="main">
          <Sections data={data} ids={main} options={options} />
        </div>
        {sidebar.length > 0 ? (
          <div className="vt-sidebar" data-column="sidebar">
            <Sections data={data} ids={sidebar} options={options} />
          </div>
        ) : null}
      </div>
    </>
  );
};

export const vitae: TemplateDefinition = {
  id: "vitae",
  name: "Vitae",
  family: "sidebar-right",
  component: Vitae,
  header: Header,
  css,
};
