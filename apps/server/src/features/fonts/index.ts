/** What other features may use of fonts: the bundled font files' bytes (the print page is answered from them). */
export { fontContentType, readFontFile } from "./font-files.ts";
