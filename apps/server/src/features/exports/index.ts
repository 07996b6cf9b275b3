/** A resume as Word, Markdown or plain text, and the account export; nothing else uses this feature's insides. */
export { exportRoutes } from "./exports.routes.ts";
export type { ExportDeps } from "./exports.service.ts";
