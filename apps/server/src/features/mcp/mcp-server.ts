import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  type ApiKeyScope,
  CreateResumeInputSchema,
  JsonPatchSchema,
  jsonPatchMediaType,
  type Resume,
  ResumeSchema,
} from "@vitae/schema";
import { matchJobDescription } from "@vitae/schema/job-match";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { z } from "zod";
import { version } from "../../lib/version.ts";

/** Calls one of the app's own /api routes with the caller's key: the same checks, scopes and errors as over HTTP. */
export type ApiCall = (options: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;

const idShape = { id: z.uuid().describe("The resume's id") };

type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };

const text = (value: string, isError = false): ToolResult => ({
  content: [{ type: "text", text: value }],
  ...(isError ? { isError: true } : {}),
});

/** An API answer as a tool result: its JSON (an error in the API's error shape is a tool error). */
const answer = (response: LightMyRequestResponse): ToolResult =>
  text(response.body, response.statusCode >= 400);

const resumeUri = (id: string) => `vitae://resume/${id}`;

/**
 * One MCP server for one request, with the tools, resources and prompts the API key's scopes allow (a tool the key
 * may not use is not offered at all). Every tool goes through the documented API (`call`), so input is checked by
 * the same shared schemas and errors are the API's own.
 */
export const createMcpServer = ({ scopes, call }: { scopes: readonly ApiKeyScope[]; call: ApiCall }) => {
  const server = new McpServer({ name: "vitae", version });
  const can = (scope: ApiKeyScope) => scopes.includes(scope);
  const readResume = async (id: string) => {
    const response = await call({ method: "GET", url: `/api/resume/${encodeURIComponent(id)}` });
    return {
      response,
      resume: response.statusCode === 200 ? ResumeSchema.parse(response.json()) : undefined,
    };
  };

  server.registerTool(
    "list_templates",
    { description: "The resume templates a resume can use (their ids for metadata.template)" },
    async () => answer(await call({ method: "GET", url: "/api/resume/templates" })),
  );

  if (can("resumes:read")) {
    server.registerTool(
      "list_resumes",
      { description: "The user's resumes, most recently updated first" },
      async () => answer(await call({ method: "GET", url: "/api/resume" })),
    );
    server.registerTool(
      "get_resume",
      {
        description:
          "One resume as JSON, with its ETag (its version) first: pass it to patch_resume so a stale edit is refused",
        inputSchema: idShape,
      },
      async ({ id }) => {
        const { response } = await readResume(id);
        if (response.statusCode !== 200) return answer(response);
        return text(`ETag: ${String(response.headers.etag)}\n${response.body}`);
      },
    );
    server.registerTool(
      "match_job_description",
      {
        description:
          "How well a resume covers a job description: its keywords, which the resume has, which it lacks",
        inputSchema: { ...idShape, jobDescription: z.string().min(1).max(50_000) },
      },
      async ({ id, jobDescription }) => {
        const { response, resume } = await readResume(id);
        if (resume === undefined) return answer(response);
        return text(JSON.stringify(matchJobDescription({ description: jobDescription, data: resume.data })));
      },
    );
    server.registerResource(
      "resume",
      new ResourceTemplate("vitae://resume/{id}", {
        list: async () => {
          const response = await call({ method: "GET", url: "/api/resume" });
          const resumes = response.statusCode === 200 ? (response.json() as Resume[]) : [];
          return {
            resources: resumes.map((resume) => ({
              uri: resumeUri(resume.id),
              name: resume.title,
              mimeType: "application/json",
            })),
          };
        },
      }),
      { description: "A resume as JSON (the API's Resume)", mimeType: "application/json" },
      async (uri, { id }) => {
        const { response } = await readResume(String(id));
        if (response.statusCode !== 200) throw new Error(response.body);
        return { contents: [{ uri: uri.href, mimeType: "application/json", text: response.body }] };
      },
    );
    server.registerPrompt(
      "tailor_to_job",
      {
        description: "Tailor a resume to a job description, as JSON Patch edits",
        argsSchema: { resumeId: z.string().describe("The resume's id"), jobDescription: z.string() },
      },
      ({ resumeId, jobDescription }) => ({
        messages: [
          {
            role: "user",
            content: {
              type: "text",
              text:
                `Read the resume ${resumeUri(resumeId)} (get_resume) and check it against this job description ` +
                "(match_job_description). Suggest truthful changes that bring out the experience the job asks " +
                "for: reorder and reword bullet points, move relevant skills forward; never invent experience. " +
                "Then apply the ones I accept with patch_resume, passing the ETag.\n\nJob description:\n" +
                jobDescription,
            },
          },
        ],
      }),
    );
    server.registerPrompt(
      "tighten_summary",
      {
        description: "Make a resume's summary shorter and sharper",
        argsSchema: { resumeId: z.string().describe("The resume's id") },
      },
      ({ resumeId }) => ({
        messages: [
          {
            role: "user",
            content: {
              type: "text",
              text:
                `Read the resume ${resumeUri(resumeId)} (get_resume) and rewrite its summary ` +
                "(/data/summary/content, HTML) in at most three sentences: concrete, active, no clichés, the same " +
                "facts. Show it to me, then save it with patch_resume (a replace operation, with the ETag).",
            },
          },
        ],
      }),
    );
  }

  if (can("resumes:write")) {
    server.registerTool(
      "create_resume",
      {
        description: "Create a resume (empty, or the sample with sample: true)",
        inputSchema: CreateResumeInputSchema,
      },
      async (input) => answer(await call({ method: "POST", url: "/api/resume", payload: input })),
    );
    server.registerTool(
      "patch_resume",
      {
        description:
          "Edit a resume with RFC 6902 JSON Patch operations on { title, slug, visibility, data }, all or none. " +
          "Pass the ETag from get_resume as etag (an edit on a stale version is refused); without it the edit " +
          "applies to whatever is stored.",
        inputSchema: {
          ...idShape,
          operations: JsonPatchSchema,
          etag: z.string().optional().describe('The ETag get_resume gave, e.g. "2026-01-01T00:00:00.000Z"'),
        },
      },
      async ({ id, operations, etag }) =>
        answer(
          await call({
            method: "PATCH",
            url: `/api/resume/${encodeURIComponent(id)}`,
            headers: { "content-type": jsonPatchMediaType, "if-match": etag ?? "*" },
            payload: JSON.stringify(operations),
          }),
        ),
    );
    server.registerTool(
      "duplicate_resume",
      {
        description: "Copy a resume (private, unlocked); title and slug optional",
        inputSchema: {
          ...idShape,
          ...CreateResumeInputSchema.pick({ title: true, slug: true }).partial().shape,
        },
      },
      async ({ id, ...overrides }) =>
        answer(
          await call({
            method: "POST",
            url: `/api/resume/${encodeURIComponent(id)}/duplicate`,
            payload: overrides,
          }),
        ),
    );
    server.registerTool(
      "lock_resume",
      {
        description: "Lock (locked: true) or unlock a resume",
        inputSchema: { ...idShape, locked: z.boolean() },
      },
      async ({ id, locked }) =>
        answer(
          await call({
            method: "PATCH",
            url: `/api/resume/${encodeURIComponent(id)}/lock`,
            payload: { set: locked },
          }),
        ),
    );
  }

  if (can("print")) {
    server.registerTool(
      "print_resume",
      {
        description: "Print a resume to PDF; answers the PDF's URL (signed, valid for minutes)",
        inputSchema: idShape,
      },
      async ({ id }) =>
        answer(await call({ method: "GET", url: `/api/resume/print/${encodeURIComponent(id)}` })),
    );
    server.registerTool(
      "read_as_machine",
      {
        description: "The machine-reading check: the resume's PDF as an applicant-tracking system reads it",
        inputSchema: idShape,
      },
      async ({ id }) =>
        answer(await call({ method: "GET", url: `/api/resume/${encodeURIComponent(id)}/machine-reading` })),
    );
  }

  return server;
};
