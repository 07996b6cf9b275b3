export { convertLinkedInExport } from "./convert.ts";
