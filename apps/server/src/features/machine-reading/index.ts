/** What other features may use of machine reading: reading a PDF as a parser does (tests of the printer). */
export { type PdfReading, readPdf } from "./pdf-read.ts";
