import { type Letter, LetterSchema } from "@vitae/schema";
import type { LightMyRequestResponse } from "fastify";
import type { SignedInUser } from "../resume/resume.test-helpers.ts";

/** Parses a response body as a letter (the API's own schema), failing the test on any other shape. */
export const letterOf = (response: LightMyRequestResponse): Letter => LetterSchema.parse(response.json());

export const createLetter = async (
  as: SignedInUser,
  body: { title?: string; resumeId?: string } = {},
): Promise<Letter> => {
  const response = await as.request({
    method: "POST",
    url: "/api/letter",
    payload: { title: "Acme — Backend", ...body },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return letterOf(response);
};

/** The PATCH body the builder sends for `letter` with `changes` applied. */
export const letterPatch = (
  letter: Letter,
  changes: Partial<Pick<Letter, "title" | "resumeId" | "data">> = {},
) => {
  const next = { ...letter, ...changes };
  return { title: next.title, resumeId: next.resumeId, data: next.data, updatedAt: next.updatedAt };
};
