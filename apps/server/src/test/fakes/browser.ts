/** The cookies a browser would hold, per host, with just enough of the rules for the local servers. */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  store(url: string, setCookies: readonly string[]): void {
    const host = new URL(url).host;
    const cookies = this.byHost.get(host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.byHost.set(host, cookies);
  }

  header(url: string): string {
    const cookies = this.byHost.get(new URL(url).host) ?? new Map<string, string>();
    return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export type FormAnswer = (page: { url: string; html: string }) => Record<string, string>;

/**
 * Walks a browser through a provider's pages: follows redirects, keeps cookies, and submits the one form a page
 * shows with the fields `answer` gives. Stops, without requesting it, at the first URL starting with `stopAt`
 * (the app's callback), and returns it.
 */
export const followProvider = async (
  startUrl: string,
  { stopAt, answer, maxSteps = 20 }: { stopAt: string; answer?: FormAnswer; maxSteps?: number },
): Promise<URL> => {
  const jar = new CookieJar();
  let url = startUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < maxSteps; step += 1) {
    if (url.startsWith(stopAt)) return new URL(url);
    const response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      redirect: "manual",
      headers: { cookie: jar.header(url) },
      ...(body === undefined ? {} : { body }),
    });
    jar.store(url, response.headers.getSetCookie());
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location !== null) {
      url = new URL(location, url).href;
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
    if (response.status !== 200 || action === undefined || answer === undefined) {
      throw new Error(`The provider answered ${response.status} at ${url}: ${html.slice(0, 500)}`);
    }
    body = new URLSearchParams(answer({ url, html }));
    url = new URL(action.replaceAll("&amp;", "&"), url).href;
  }
  throw new Error(`No redirect to ${stopAt} after ${maxSteps} steps`);
};
