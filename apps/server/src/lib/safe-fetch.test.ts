import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRecordingServer } from "../features/printer/printer.test-helpers.ts";
import { isPublicAddress, SafeFetchError, safeFetch } from "./safe-fetch.ts";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:8.8.8.8",
    "64:ff9b::a00:1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "2001:db8::1",
    "2002:7f00:1::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "1.1.1.1", "93.184.215.14", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e"])(
    "allows %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("safeFetch", () => {
  let server: Awaited<ReturnType<typeof startRecordingServer>>;
  let loopback2: Awaited<ReturnType<typeof startRecordingServer>>;

  beforeAll(async () => {
    loopback2 = await startRecordingServer((_request, response) => {
      response.setHeader("content-type", "image/png");
      response.end(png);
    }, "127.0.0.2");
    server = await startRecordingServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://x");
      const to = url.searchParams.get("to");
      if (url.pathname === "/redirect" && to !== null) {
        response.writeHead(302, { location: to }).end();
      } else if (url.pathname === "/html") {
        response.setHeader("content-type", "text/html");
        response.end("<p>not an image</p>");
      } else if (url.pathname === "/big") {
        response.setHeader("content-type", "image/png");
        response.end(Buffer.alloc(64 * 1024));
      } else if (url.pathname === "/slow") {
        response.setHeader("content-type", "image/png");
        response.write(png.subarray(0, 10));
      } else {
        response.setHeader("content-type", "image/png; charset=binary");
        response.end(png);
      }
    });
  });

  afterAll(async () => {
    await server?.close();
    await loopback2?.close();
  });

  const refused = async (url: string, message: RegExp, options: Parameters<typeof safeFetch>[1] = {}) => {
    const error = await safeFetch(url, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as Error).message).toMatch(message);
  };

  it.each([
    ["loopback", () => `${server.origin}/picture.png`],
    ["10.x", () => "http://10.0.0.1/picture.png"],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data/"],
    ["IPv6 loopback", () => `http://[::1]:${new URL(server.origin).port}/picture.png`],
    ["IPv4-mapped loopback", () => `http://[::ffff:127.0.0.1]:${new URL(server.origin).port}/picture.png`],
    ["a name resolving to loopback", () => `http://localhost:${new URL(server.origin).port}/picture.png`],
    ["decimal IPv4 loopback", () => `http://2130706433:${new URL(server.origin).port}/picture.png`],
  ])("refuses %s before connecting", async (_name, url) => {
    server.hits.length = 0;
    server.connections.length = 0;
    await refused(url(), /not a public address/);
    expect(server.hits).toEqual([]);
    expect(server.connections).toEqual([]);
  });

  it.each(["file:///etc/passwd", "ftp://example.com/x.png", "gopher://127.0.0.1/", "javascript:alert(1)"])(
    "refuses %s",
    async (url) => {
      await refused(url, /Refusing to fetch a/);
    },
  );

  it("refuses credentials in the URL", async () => {
    await refused("http://user:secret@example.com/x.png", /credentials/);
  });

  // From here the test server itself (127.0.0.1) counts as public, so what follows it is what is tested.
  const allowFirst = {
    isAllowedAddress: (address: string) => address === "127.0.0.1" || isPublicAddress(address),
  };

  it("fetches an allowed image", async () => {
    const fetched = await safeFetch(`${server.origin}/picture.png`, allowFirst);
    expect(fetched.contentType).toBe("image/png");
    expect(fetched.body.equals(png)).toBe(true);
  });

  it("re-checks every redirect: one to another loopback address is refused before connecting", async () => {
    loopback2.hits.length = 0;
    loopback2.connections.length = 0;
    await refused(
      `${server.origin}/redirect?to=${encodeURIComponent(`${loopback2.origin}/x.png`)}`,
      /not a public address/,
      allowFirst,
    );
    await refused(
      `${server.origin}/redirect?to=${encodeURIComponent("http://[::1]/x.png")}`,
      /not a public address/,
      allowFirst,
    );
    await refused(
      `${server.origin}/redirect?to=${encodeURIComponent("http://169.254.169.254/")}`,
      /not a public address/,
      allowFirst,
    );
    expect(loopback2.hits).toEqual([]);
    expect(loopback2.connections).toEqual([]);
  });

  it("follows at most three redirects", async () => {
    let url = `${server.origin}/picture.png`;
    for (let i = 0; i < 3; i++) url = `${server.origin}/redirect?to=${encodeURIComponent(url)}`;
    expect((await safeFetch(url, allowFirst)).body.equals(png)).toBe(true);
    await refused(
      `${server.origin}/redirect?to=${encodeURIComponent(url)}`,
      /More than 3 redirects/,
      allowFirst,
    );
  });

  it("refuses what is not an image, too big or too slow", async () => {
    await refused(`${server.origin}/html`, /content type text\/html/, allowFirst);
    await refused(`${server.origin}/big`, /larger than/, { ...allowFirst, maxBytes: 1024 });
    await refused(`${server.origin}/slow`, /timed out/, { ...allowFirst, timeoutMs: 300 });
  });
});
