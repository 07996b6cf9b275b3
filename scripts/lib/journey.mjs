// A person's first visit, over HTTP against a running Vitae: sign up, create a resume from the sample, save a
// change, print it to PDF. Pure Node (fetch), so it runs on any Node release the product runs on; used by
// scripts/smoke.mjs and bench/memory.ts.

/** A client of the server at `baseUrl` that keeps the session cookies; any answer but 2xx throws. */
export function createClient(baseUrl) {
  const cookies = new Map();
  const send = async (method, path, body) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookies.size > 0
          ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
          : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    send,
    json: async (method, path, body) => (await send(method, path, body)).json(),
  };
}

/** Signs up a new person (a fresh name per call), which also signs them in. */
export async function signUp(client, name = `smoke-${crypto.randomUUID().slice(0, 8)}`) {
  return client.json("POST", "/api/auth/register", {
    name: "Smoke Test",
    username: name,
    email: `${name}@example.com`,
    password: "correct horse battery",
  });
}

/** Creates a resume filled with the sample, and saves a change to it; answers the saved resume. */
export async function createAndSaveResume(client, headline = "Saved by the smoke test") {
  const created = await client.json("POST", "/api/resume", {
    title: "Smoke",
    slug: `smoke-${crypto.randomUUID().slice(0, 8)}`,
    sample: true,
  });
  return saveResume(client, created, headline);
}

/** Saves `resume` with a new headline, as the builder does (the whole resume, with the `updatedAt` it saw). */
export async function saveResume(client, resume, headline) {
  const saved = await client.json("PATCH", `/api/resume/${resume.id}`, {
    title: resume.title,
    slug: resume.slug,
    visibility: resume.visibility,
    data: { ...resume.data, basics: { ...resume.data.basics, headline } },
    updatedAt: resume.updatedAt,
  });
  if (saved.data.basics.headline !== headline)
    throw new Error("The saved resume does not have the new headline");
  return saved;
}

/** Prints the resume and downloads the PDF; answers its bytes, after checking they are a PDF. */
export async function printPdf(client, id) {
  const { url } = await client.json("GET", `/api/resume/print/${id}`);
  const bytes = new Uint8Array(await (await client.send("GET", url)).arrayBuffer());
  const magic = new TextDecoder().decode(bytes.subarray(0, 5));
  if (magic !== "%PDF-")
    throw new Error(`The printed file is not a PDF (starts with ${JSON.stringify(magic)})`);
  return bytes;
}
