import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { readAccessToken } from "../auth/auth.cookies.ts";
import { authenticateAccessToken } from "../auth/session.service.ts";

/**
 * Who may see a resume, shared by the resume and printer routes: resume ids, and the viewer of routes that
 * guests may call too (public resumes, printing them).
 */

/**
 * Resume ids are UUIDs; PostgreSQL refuses anything else in a uuid column with an error. Spelled without the
 * `i` flag: JSON Schema's `pattern` has no flags, and the document must accept what the server accepts.
 */
export const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const isResumeId = (id: string): boolean => uuidPattern.test(id);

/** `:id` of the resume and printer routes: anything but a UUID is refused with 400 before any lookup. */
export const ResumeIdParamsSchema = z.object({
  id: z.string().regex(uuidPattern, "Not a resume id (a UUID)").describe("The resume's id (a UUID)"),
});

/** The signed-in viewer of a route guests may call too: a missing, expired or forged token is just a guest. */
export const optionalViewerId = async (request: FastifyRequest): Promise<string | undefined> => {
  const token = readAccessToken(request);
  if (token === undefined) return undefined;
  try {
    return (await authenticateAccessToken(request.server.authDeps, token))?.user.id;
  } catch (error) {
    request.log.warn({ err: error }, "ignoring an unreadable access token on a route open to guests");
    return undefined;
  }
};
