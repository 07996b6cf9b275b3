import { UploadImageResultSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/**
 * `PUT /api/storage/image`: the server checks the picture by content, re-encodes it and answers its
 * absolute URL. Fails with `InvalidImage` (not a picture) or `PayloadTooLarge`.
 */
export async function uploadPicture(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const { data } = await api.put("/storage/image", UploadImageResultSchema, body);
  return data;
}
