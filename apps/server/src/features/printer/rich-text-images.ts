import { mapRichTexts, type ResumeData, richTextsOf } from "@vitae/schema";
import { type PictureDeps, pictureAsDataUrl } from "./pictures.ts";

/** At most this many images from the web per print: each is a fetch through the SSRF-safe fetcher. */
export const maxRichTextImages = 12;

const imagePattern = /<img\b[^>]*?\bsrc="([^"]*)"[^>]*>/gi;

/**
 * The resume with the images of its rich text inlined as data: URLs, as the sealed print page needs (it makes no
 * request): each distinct address fetched once, like the picture; an image that cannot be had, or beyond the
 * first `maxRichTextImages`, is left out of the print. Nothing else changes; without images the same object.
 */
export const withInlineRichTextImages = async (data: ResumeData, deps: PictureDeps): Promise<ResumeData> => {
  const sources = [
    ...new Set(richTextsOf(data).flatMap((html) => [...html.matchAll(imagePattern)].map((m) => m[1] ?? ""))),
  ];
  const remote = sources.filter((src) => !src.startsWith("data:"));
  if (remote.length === 0) return data;
  const inlined = new Map<string, string | undefined>(
    await Promise.all(
      remote.map(
        async (src, index) =>
          [src, index < maxRichTextImages ? await pictureAsDataUrl(src, deps) : undefined] as const,
      ),
    ),
  );
  const rewrite = (html: string) =>
    html.replace(imagePattern, (tag, src: string) => {
      if (src.startsWith("data:")) return tag;
      const url = inlined.get(src);
      return url === undefined ? "" : tag.replace(`src="${src}"`, `src="${url}"`);
    });
  return mapRichTexts(data, rewrite);
};
