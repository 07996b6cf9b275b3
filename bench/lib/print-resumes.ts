// Prints resumes through the whole app (the real printer, real Chromium): each resume imported into one account
// and downloaded from the print route, as a person would get it.
import type { ResumeData } from "@vitae/schema";
import { signUp, startBenchApp } from "./bench-app.ts";

export type ResumePrinter = {
  print(data: ResumeData): Promise<Buffer>;
  close(): Promise<void>;
};

export const startResumePrinter = async (): Promise<ResumePrinter> => {
  const bench = await startBenchApp({ deps: { printer: { prerender: false } } });
  const base = await bench.listen();
  const session = await signUp(base);
  return {
    print: async (data) => {
      const { id } = await session.request<{ id: string }>("POST", "/api/resume/import", { data });
      const { url } = await session.request<{ url: string }>("GET", `/api/resume/print/${id}`);
      return Buffer.from(await (await fetch(url.replace(bench.config.publicUrl, base))).arrayBuffer());
    },
    close: () => bench.close(),
  };
};
