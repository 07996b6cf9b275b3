import { type Resume, ResumeSchema, UserSchema } from "@vitae/schema";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { TestApp } from "../../test/create-test-app.ts";
import { accessCookieName } from "../auth/index.ts";

export type SignedInUser = {
  user: { id: string; username: string };
  /** `app.inject` with this user's session cookie (and own client address). */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
};

let counter = 0;

/**
 * A new user signed in through the real `POST /api/auth/register`. Each gets its own client address, so the
 * per-address sign-up limit never trips however many users a test file makes.
 */
export const signUp = async (test: TestApp, name = "user"): Promise<SignedInUser> => {
  counter += 1;
  const username = `${name}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const remoteAddress = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const response = await test.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress,
    payload: {
      name: `Person ${name}`,
      username,
      email: `${username}@example.com`,
      password: "correct horse",
    },
  });
  const accessToken = response.cookies.find((cookie) => cookie.name === accessCookieName)?.value;
  if (response.statusCode !== 201 || accessToken === undefined) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const user = UserSchema.parse(response.json());
  return {
    user,
    request: (options) =>
      test.app.inject({
        remoteAddress,
        ...options,
        cookies: { ...options.cookies, [accessCookieName]: accessToken },
      }),
  };
};

/** Parses a response body as a resume (the API's own schema), failing the test on any other shape. */
export const resumeOf = (response: LightMyRequestResponse): Resume => ResumeSchema.parse(response.json());

export const createResume = async (as: SignedInUser, body: Record<string, unknown> = {}): Promise<Resume> => {
  const response = await as.request({
    method: "POST",
    url: "/api/resume",
    payload: { title: "My Resume", slug: "my-resume", ...body },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return resumeOf(response);
};

/** The PATCH body the builder sends for `resume` with `changes` applied. */
export const patchBody = (resume: Resume, changes: Partial<Resume> = {}) => {
  const next = { ...resume, ...changes };
  return {
    title: next.title,
    slug: next.slug,
    visibility: next.visibility,
    data: next.data,
    updatedAt: next.updatedAt,
  };
};
