/**
 * Downloads `url` as `filename`. Same-origin files download under that name; if the server answers another
 * origin (a proxy's public URL), the browser ignores `download` and opens the file in a new tab instead.
 */
export function saveFile(url: string, filename: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.target = "_blank";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
