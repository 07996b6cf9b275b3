/** `http://`, `https://` or a protocol-relative `//`: already says how to reach it. */
const webScheme = /^(https?:)?\/\//i;
/** Another scheme (`mailto:`, `javascript:`): left as typed for the field's check to refuse. A port is no scheme. */
const otherScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i;
/** A host with a dot or `localhost`, then an optional port, path, query or fragment, without spaces. */
const bareHost = /^(localhost|[^\s/?#:@]+\.[^\s/?#:@.]{2,})(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * What a link field keeps once the user leaves it: a bare domain ("quinn.dev", "www.example.com/work")
 * gets `https://`, which is what people mean and what the resume's links need; a protocol-relative
 * `//host` becomes `https://host`. Empty stays empty; anything else stays as typed, so the field's
 * message can say what is wrong rather than a guess hiding it.
 */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return "";
  if (webScheme.test(trimmed)) return trimmed.startsWith("//") ? `https:${trimmed}` : trimmed;
  if (otherScheme.test(trimmed)) return value;
  return bareHost.test(trimmed) ? `https://${trimmed}` : value;
}
