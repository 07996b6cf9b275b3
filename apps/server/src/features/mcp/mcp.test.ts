import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type ApiKeyScope, ResumeSchema } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";

let test: TestApp;
let origin: string;
let owner: SignedInUser;
const clients: Client[] = [];

beforeAll(async () => {
  test = await createTestApp();
  origin = await test.app.listen({ port: 0, host: "127.0.0.1" });
  owner = await signUp(test, "mcp");
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await test.close();
});

const newKey = async (scopes: ApiKeyScope[]) => {
  const response = await owner.request({
    method: "POST",
    url: "/api/user/me/api-keys",
    payload: { name: "assistant", scopes },
  });
  return response.json<{ id: string; key: string }>();
};

/** An MCP client of the official SDK, over Streamable HTTP, sending the key as a bearer token. */
const connect = async (key: string) => {
  const client = new Client({ name: "vitae-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${origin}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  clients.push(client);
  return client;
};

const textOf = (result: Awaited<ReturnType<Client["callTool"]>>) =>
  (result.content as { type: string; text: string }[]).map((part) => part.text).join("");

describe("the MCP endpoint", () => {
  it("lists the tools a full key may use, and patches a resume through patch_resume", async () => {
    const { key } = await newKey(["resumes:read", "resumes:write", "print"]);
    const client = await connect(key);
    const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(tools).toEqual([
      "create_resume",
      "duplicate_resume",
      "get_resume",
      "list_resumes",
      "list_templates",
      "lock_resume",
      "match_job_description",
      "patch_resume",
      "print_resume",
      "read_as_machine",
    ]);

    const resume = await createResume(owner, { slug: "mcp-patch" });
    const got = await client.callTool({ name: "get_resume", arguments: { id: resume.id } });
    const etag = textOf(got).split("\n")[0]?.replace("ETag: ", "") ?? "";
    expect(etag).toBe(`"${resume.updatedAt}"`);
    const patched = await client.callTool({
      name: "patch_resume",
      arguments: {
        id: resume.id,
        etag,
        operations: [{ op: "replace", path: "/data/basics/headline", value: "Patched by an assistant" }],
      },
    });
    expect(patched.isError).toBeFalsy();
    expect(ResumeSchema.parse(JSON.parse(textOf(patched))).data.basics.headline).toBe(
      "Patched by an assistant",
    );
    const stored = await owner.request({ method: "GET", url: `/api/resume/${resume.id}` });
    expect(stored.json().data.basics.headline).toBe("Patched by an assistant");

    // A stale version is the API's own 412, as a tool error.
    const stale = await client.callTool({
      name: "patch_resume",
      arguments: { id: resume.id, etag, operations: [{ op: "replace", path: "/title", value: "Again" }] },
    });
    expect(stale.isError).toBe(true);
    expect(JSON.parse(textOf(stale))).toMatchObject({ statusCode: 412, code: "PreconditionFailed" });

    // Input is checked by the shared schemas: an operation RFC 6902 does not have is refused.
    const invalid = await client.callTool({
      name: "patch_resume",
      arguments: { id: resume.id, operations: [{ op: "jump", path: "/title" }] },
    });
    expect(invalid.isError).toBe(true);
  });

  it("print_resume answers the URL of the PDF", async () => {
    const { key } = await newKey(["print"]);
    const client = await connect(key);
    const resume = await createResume(owner, { slug: "mcp-print" });
    const printed = await client.callTool({ name: "print_resume", arguments: { id: resume.id } });
    expect(printed.isError, textOf(printed)).toBeFalsy();
    const { url } = JSON.parse(textOf(printed)) as { url: string };
    const pdf = await fetch(url.replace(test.config.publicUrl.replace(/\/$/, ""), origin));
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  }, 120_000);

  it("a key without a scope is offered none of its tools, and the API refuses them too", async () => {
    const { key } = await newKey(["resumes:read"]);
    const client = await connect(key);
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    expect(tools).toContain("get_resume");
    expect(tools).not.toContain("patch_resume");
    expect(tools).not.toContain("print_resume");
    const resume = await createResume(owner, { slug: "mcp-scope" });
    const refused = await client.callTool({
      name: "patch_resume",
      arguments: { id: resume.id, operations: [{ op: "replace", path: "/title", value: "No" }] },
    });
    expect(refused.isError).toBe(true);
    const unchanged = await owner.request({ method: "GET", url: `/api/resume/${resume.id}` });
    expect(unchanged.json().title).toBe(resume.title);
    // Resources: each resume as JSON.
    const resources = await client.listResources();
    expect(resources.resources.map((entry) => entry.uri)).toContain(`vitae://resume/${resume.id}`);
    const read = await client.readResource({ uri: `vitae://resume/${resume.id}` });
    const [content] = read.contents;
    expect(content !== undefined && "text" in content ? JSON.parse(content.text).id : undefined).toBe(
      resume.id,
    );
    const prompts = (await client.listPrompts()).prompts.map((prompt) => prompt.name).sort();
    expect(prompts).toEqual(["tailor_to_job", "tighten_summary"]);
  });

  it("a revoked key, and a session cookie instead of a key, are refused", async () => {
    const { id, key } = await newKey(["resumes:read"]);
    const client = await connect(key);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    await owner.request({ method: "DELETE", url: `/api/user/me/api-keys/${id}` });
    await expect(client.listTools()).rejects.toThrow(/401/);
    await expect(connect(key)).rejects.toThrow(/401/);

    const withCookie = await owner.request({
      method: "POST",
      url: "/api/mcp",
      headers: { accept: "application/json, text/event-stream" },
      payload: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
    expect(withCookie.statusCode).toBe(401);
  });
});
