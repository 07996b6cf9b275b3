// The bench's resume laid out by @react-pdf/renderer (its own layout engine and PDF writer, not Chromium): a plain
// single-column page with bold section headings and dates right of each item's title.
import type { ResumeData } from "@vitae/schema";
import { createElement as h } from "react";
import { resumeOutline } from "./resume-outline.ts";

export const renderReactPdf = async (
  data: ResumeData,
  htmlToText: (html: string) => string,
): Promise<Uint8Array> => {
  const { Document, Page, Text, View, StyleSheet, renderToBuffer } = await import("@react-pdf/renderer");
  const outline = resumeOutline(data, htmlToText);
  const styles = StyleSheet.create({
    page: { padding: 36, fontSize: 10, fontFamily: "Helvetica" },
    name: { fontSize: 22, fontFamily: "Helvetica-Bold" },
    heading: { fontSize: 13, fontFamily: "Helvetica-Bold", marginTop: 12, marginBottom: 4 },
    row: { flexDirection: "row", justifyContent: "space-between", marginTop: 6 },
    title: { fontFamily: "Helvetica-Bold" },
  });
  const doc = h(
    Document,
    { title: outline.name },
    h(
      Page,
      { size: "A4", style: styles.page },
      h(Text, { style: styles.name }, outline.name),
      h(Text, null, outline.headline),
      h(Text, null, outline.contacts.join(" | ")),
      ...outline.sections.map((section) =>
        h(
          View,
          { key: section.name },
          h(Text, { style: styles.heading }, section.name),
          ...section.text.map((line) => h(Text, null, line)),
          ...section.items.map((item, index) =>
            h(
              View,
              { key: index, wrap: false },
              h(
                View,
                { style: styles.row },
                h(Text, { style: styles.title }, item.title),
                h(Text, null, item.date),
              ),
              item.subtitle || item.location
                ? h(
                    View,
                    { style: { flexDirection: "row", justifyContent: "space-between" } },
                    h(Text, null, item.subtitle),
                    h(Text, null, item.location),
                  )
                : null,
              ...item.lines.map((line) => h(Text, null, `• ${line}`)),
            ),
          ),
        ),
      ),
    ),
  );
  return new Uint8Array(await renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]));
};
