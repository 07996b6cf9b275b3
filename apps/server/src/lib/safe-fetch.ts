import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/** The fetch was refused (forbidden target, wrong type, too big) or failed; the message says which. */
export class SafeFetchError extends Error {
  override name = "SafeFetchError";
  /** The HTTP status when the server answered with something other than 200. */
  status: number | undefined;

  constructor(message: string, options: ErrorOptions & { status?: number } = {}) {
    super(message, options);
    this.status = options.status;
  }
}

// IPv4 ranges that are not the public internet: "this network", private, carrier-grade NAT, loopback,
// link-local (cloud metadata at 169.254.169.254), IETF protocol assignments, documentation, 6to4 relay,
// benchmarking, multicast, reserved and broadcast.
const blockedV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blockedV4.addSubnet(network, prefix, "ipv4");
}

// IPv6: only global unicast (2000::/3) can be public, which already leaves out unspecified (::), loopback
// (::1), IPv4-mapped (::ffff:0:0/96) and IPv4-compatible addresses, NAT64 (64:ff9b::/96), unique-local
// (fc00::/7), link-local (fe80::/10) and multicast (ff00::/8). Within it: Teredo, ORCHID, documentation and
// 6to4 (the last two can carry a private IPv4 address inside).
const globalV6 = new BlockList();
globalV6.addSubnet("2000::", 3, "ipv6");
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ["2001::", 32],
  ["2001:10::", 28],
  ["2001:20::", 28],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
] as const) {
  blockedV6.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is on the public internet (false for private, loopback, link-local, multicast…). */
export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return !blockedV4.check(address, "ipv4");
  if (family === 6) return globalV6.check(address, "ipv6") && !blockedV6.check(address, "ipv6");
  return false;
};

export type SafeFetchOptions = {
  /** Largest body accepted (default 5 MB). */
  maxBytes?: number;
  /** For the whole fetch, redirects included (default 5 s). */
  timeoutMs?: number;
  /** Redirects followed, each checked like the first URL (default 3). */
  maxRedirects?: number;
  /** Content types accepted (lower case, without parameters); default: common image types. */
  contentTypes?: readonly string[];
  /** Which resolved addresses may be connected to (default: public ones only). Tests widen it. */
  isAllowedAddress?: (address: string) => boolean;
  /** Extra request headers (e.g. authorization), sent only to the first URL's origin, never after a redirect elsewhere. */
  headers?: Record<string, string>;
};

export type FetchedFile = { body: Buffer; contentType: string; url: string };

export const imageContentTypes = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/svg+xml",
] as const;

const hostnameOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * The addresses a host may be reached at: an IP literal as is, a name through DNS. Refused when any answer
 * is forbidden, so a name cannot pair a public address with a private one and hope for the latter.
 */
const allowedAddresses = async (
  url: URL,
  isAllowed: (address: string) => boolean,
): Promise<{ address: string; family: number }[]> => {
  const host = hostnameOf(url);
  const family = isIP(host);
  const addresses =
    family === 0
      ? await dnsLookup(host, { all: true, verbatim: true }).catch((error: unknown) => {
          throw new SafeFetchError(`${host} does not resolve`, { cause: error });
        })
      : [{ address: host, family }];
  const refused = addresses.find(({ address }) => !isAllowed(address));
  if (addresses.length === 0 || refused !== undefined) {
    throw new SafeFetchError(
      `Refusing to fetch ${url.origin}: ${refused?.address ?? host} is not a public address`,
    );
  }
  return addresses;
};

/** Connects only to the address checked above: a second DNS answer (rebinding) is never consulted. */
const pinnedLookup =
  (pinned: { address: string; family: number }): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

const request = (
  url: URL,
  pinned: { address: string; family: number },
  signal: AbortSignal,
  headers: Record<string, string>,
) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const outgoing = client.request(url, {
      method: "GET",
      lookup: pinnedLookup(pinned),
      signal,
      agent: false,
      headers: { accept: "image/*", "user-agent": "Vitae-Printer/1", ...headers },
    });
    outgoing.once("response", resolve);
    outgoing.once("error", reject);
    outgoing.end();
  });

const readBody = async (response: IncomingMessage, maxBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new SafeFetchError(`The file is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/**
 * GETs a user-given URL from inside the server's network without letting it reach that network: http(s)
 * only, no credentials in the URL, every hop (redirects included) resolved and checked before connecting
 * and connected to exactly the checked address, a size cap, a time limit and an allow-list of content types.
 */
export const safeFetch = async (input: string, options: SafeFetchOptions = {}): Promise<FetchedFile> => {
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const contentTypes: readonly string[] = options.contentTypes ?? imageContentTypes;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5_000);

  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SafeFetchError("Not a URL");
  }
  const origin = url.origin;
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new SafeFetchError(`Refusing to fetch a ${url.protocol} URL`);
    }
    if (url.username !== "" || url.password !== "")
      throw new SafeFetchError("Refusing a URL with credentials");
    const [pinned] = await allowedAddresses(url, isAllowed);
    if (pinned === undefined) throw new SafeFetchError(`${url.hostname} has no address`);
    let response: IncomingMessage;
    try {
      response = await request(url, pinned, signal, url.origin === origin ? (options.headers ?? {}) : {});
    } catch (error) {
      throw new SafeFetchError(
        signal.aborted ? "The fetch timed out" : `The fetch failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location !== undefined) {
      response.resume();
      if (redirects >= maxRedirects) throw new SafeFetchError(`More than ${maxRedirects} redirects`);
      url = new URL(location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new SafeFetchError(`The server answered ${status}`, { status });
    }
    const contentType = (response.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!contentTypes.includes(contentType)) {
      response.resume();
      throw new SafeFetchError(`Refusing content type ${contentType || "(none)"}`);
    }
    const declared = Number(response.headers["content-length"] ?? "0");
    if (declared > maxBytes) {
      response.destroy();
      throw new SafeFetchError(`The file is larger than ${maxBytes} bytes`);
    }
    try {
      return { body: await readBody(response, maxBytes), contentType, url: url.href };
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      throw new SafeFetchError(signal.aborted ? "The fetch timed out" : "The download broke off", {
        cause: error,
      });
    }
  }
};
