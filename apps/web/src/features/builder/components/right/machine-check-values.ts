import type { MachineCheck } from "@vitae/schema";
import { formatFileSize } from "@/lib/file-size";

/** A script's name in the interface language ("Devanagari" for Deva), or the code where none is known. */
const scriptName = (language: string, code: string): string => {
  try {
    return new Intl.DisplayNames(language, { type: "script" }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The values a check's message takes, from its details, in the interface language. */
export const machineCheckValues = (check: MachineCheck, language: string) => {
  const [first = "", second = ""] = check.details;
  return {
    items: new Intl.ListFormat(language, { type: "conjunction" }).format(check.details),
    pages: first,
    years: second,
    size: first === "" ? "" : formatFileSize(language, Number(first)),
    // scriptText: an ISO 15924 code and a whole percentage.
    script: check.id === "scriptText" && first !== "" ? scriptName(language, first) : first,
    percent:
      second === "" ? "" : new Intl.NumberFormat(language, { style: "percent" }).format(Number(second) / 100),
  };
};
