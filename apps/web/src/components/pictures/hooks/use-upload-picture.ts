import { useMutation } from "@tanstack/react-query";
import { uploadPicture } from "../api/upload-picture";

/**
 * Uploads a picture and hands its URL to `onUploaded`. Failures show the server's error toast
 * (InvalidImage, PayloadTooLarge…) through the query client.
 */
export function useUploadPicture({ onUploaded }: { onUploaded: (url: string) => void }) {
  return useMutation({ mutationFn: uploadPicture, onSuccess: onUploaded });
}
