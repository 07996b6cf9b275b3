/** A size in the interface language's units: "820 kB", "2 MB", "1.5 MB". */
export const formatFileSize = (language: string, bytes: number): string =>
  new Intl.NumberFormat(language, {
    style: "unit",
    unit: bytes >= 1024 * 1024 ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : bytes / 1024);
