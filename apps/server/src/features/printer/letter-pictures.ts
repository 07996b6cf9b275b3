import type { RenderableLetter } from "@vitae/templates";
import { type PictureDeps, pictureAsDataUrl, withInlinePicture } from "./pictures.ts";

/**
 * The letter with the pictures it prints inlined, as the sealed print page loads nothing: the sender's photo
 * (from the look) and the signature image. One that cannot be loaded is left out, as a resume's picture is.
 */
export const withInlineLetterPictures = async (
  letter: RenderableLetter,
  deps: PictureDeps,
): Promise<RenderableLetter> => {
  const { look, data } = letter;
  const [inlinedLook, signatureImage] = await Promise.all([
    look === null ? null : withInlinePicture(look, deps),
    data.signature.image === "" ? "" : pictureAsDataUrl(data.signature.image, deps),
  ]);
  return {
    look: inlinedLook,
    data: { ...data, signature: { ...data.signature, image: signatureImage ?? "" } },
  };
};
