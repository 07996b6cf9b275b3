import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { requireUser } from "../auth/index.ts";
import { createMcpServer } from "./mcp-server.ts";

const tags = ["mcp"];
/** A JSON-RPC 2.0 message (or batch) of the Model Context Protocol; the SDK checks the rest. */
const JsonRpcSchema = z
  .looseObject({ jsonrpc: z.literal("2.0") })
  .or(z.array(z.looseObject({ jsonrpc: z.literal("2.0") })));

/**
 * POST /api/mcp: the Model Context Protocol over Streamable HTTP, stateless (a server and transport per request,
 * no session, JSON answers), for API keys only. The key's scopes decide which tools exist; each tool calls the
 * documented API with the same key (see mcp-server.ts).
 */
export const mcpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/mcp",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "MCP (Streamable HTTP, stateless): resumes, templates, printing and checks for assistants",
        description:
          "For MCP clients with a personal API key (`Authorization: Bearer vitae_…`). The key's scopes decide the " +
          "tools: `resumes:read` list_resumes, get_resume, match_job_description (and each resume as a resource, " +
          "the prompts tailor_to_job and tighten_summary); `resumes:write` create_resume, patch_resume, " +
          "duplicate_resume, lock_resume; `print` print_resume, read_as_machine; list_templates for any key. " +
          "See docs/mcp.md.",
        operationId: "mcp",
        security: [{ ApiKey: [] }],
        body: JsonRpcSchema,
        response: {
          200: JsonRpcSchema.describe("The JSON-RPC answer"),
          202: z.null().describe("Accepted: a notification or answer, nothing to send back"),
        },
      },
    },
    async (request, reply) => {
      const key = request.apiKey;
      if (key === undefined) {
        throw new AppError("Unauthorized", {
          message: "The MCP endpoint takes an API key: Authorization: Bearer vitae_…",
        });
      }
      const authorization = request.headers.authorization ?? "";
      const server = createMcpServer({
        scopes: key.scopes,
        call: (options) =>
          app.inject({
            ...options,
            remoteAddress: request.ip,
            headers: { ...options.headers, authorization },
          }),
      });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.on("close", () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );
};
