import { type CustomField, createId, type Url } from "@vitae/schema";
import { cleanText, type DocLine } from "./lines.ts";

const emailPattern = /^(?:mailto:)?[^\s@]+@[^\s@]+\.[^\s@]+$/i;
const phonePattern = /^(?:tel:)?\+?[\d\s().\-/]{7,}$/;
const webPattern = /^(?:https?:\/\/)?(?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)+(?:[/?#]\S*)?$/iu;

export const isEmail = (text: string): boolean => emailPattern.test(text);
export const isPhone = (text: string): boolean =>
  phonePattern.test(text) && (text.match(/\d/g)?.length ?? 0) >= 7;
export const isWebAddress = (text: string): boolean => !isEmail(text) && webPattern.test(text);

/** A web address as a link: the text as its label, the link's target (or the text with https://) as its href. */
export const linkOf = (label: string, href?: string): Url => ({
  label,
  href: href ?? (/^https?:\/\//i.test(label) ? label : `https://${label}`),
});

/** Networks a profile address is recognised by, with the name a resume shows for it. */
const networks: [RegExp, string][] = [
  [/(?:^|\.)linkedin\.com$/i, "LinkedIn"],
  [/(?:^|\.)github\.com$/i, "GitHub"],
  [/(?:^|\.)gitlab\.com$/i, "GitLab"],
  [/(?:^|\.)(?:twitter|x)\.com$/i, "X"],
  [/(?:^|\.)stackoverflow\.com$/i, "Stack Overflow"],
  [/(?:^|\.)behance\.net$/i, "Behance"],
  [/(?:^|\.)dribbble\.com$/i, "Dribbble"],
  [/(?:^|\.)medium\.com$/i, "Medium"],
];

/** A profile a link in the header points at: its network and the username in its path; undefined for others. */
export const profileOf = (url: Url): { network: string; username: string; url: Url } | undefined => {
  try {
    const parsed = new URL(url.href);
    const network = networks.find(([host]) => host.test(parsed.hostname))?.[1];
    const username = parsed.pathname.split("/").filter(Boolean).pop() ?? "";
    return network === undefined || username === "" ? undefined : { network, username, url };
  } catch {
    return undefined;
  }
};

/** An e-mail address or a phone number inside a longer piece ("a@b.org +44 20 7946 0321 Leeds"). */
const embeddedContact = /(\S+@\S+\.\p{L}{2,}|\+?\d[\d ().-]{6,}\d)/u;

/**
 * The pieces of a contact line: its parts, each split at the separators people put between contacts, and around
 * an e-mail address or phone number set beside the next contact with only an icon between them.
 */
export const contactTokens = (line: DocLine): string[] =>
  line.parts
    // A label set apart from its value ("Tools:" in bold, then the list) is one piece with it.
    .reduce<string[]>((pieces, part) => {
      const last = pieces.length - 1;
      if (pieces[last]?.endsWith(":")) pieces[last] = `${pieces[last]} ${part}`;
      else pieces.push(part);
      return pieces;
    }, [])
    .flatMap((part) => part.split(/\s+[·•|◦▪]\s+|\s*[|•]\s*|\s{3,}/u))
    .flatMap((token) =>
      isEmail(token.trim()) || isPhone(token.trim()) || !embeddedContact.test(token)
        ? [token]
        : token
            .split(embeddedContact)
            .flatMap((piece) =>
              embeddedContact.test(piece)
                ? [piece]
                : piece.trim().split(/\s+(?=(?:https?:\/\/)?[\w-]+\.\p{L}{2,}\b)/u),
            ),
    )
    .map(cleanText)
    .filter((token) => token !== "" && !/^[·•|]$/.test(token));

export type Header = {
  name: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  url: Url;
  customFields: CustomField[];
  profiles: { network: string; username: string; url: Url }[];
  /** Running text in the header (a summary printed under the name without a heading of its own). */
  summary: DocLine[];
  /** Header text none of the fields took. */
  leftover: { where: string; text: string }[];
};

const hrefFor = (line: DocLine, token: string): string | undefined =>
  line.links.find((link) => cleanText(link.text) === token || link.text.includes(token))?.href;

/**
 * The header's fields: the name (the largest or first line), the headline (the first line after it without
 * contacts), and each contact piece by what it looks like: an e-mail, a phone number, a web address (a profile
 * when it is one), "Label: value" as a custom field, and the first other piece as the location.
 */
export const readHeader = (lines: readonly DocLine[]): Header => {
  const header: Header = {
    name: "",
    headline: "",
    email: "",
    phone: "",
    location: "",
    url: { label: "", href: "" },
    customFields: [],
    profiles: [],
    summary: [],
    leftover: [],
  };
  if (lines.length === 0) return header;
  const tagged = lines.findIndex((line) => line.heading === 1);
  const largest = lines.reduce(
    (best, line, index) => (line.size > (lines[best]?.size ?? 0) ? index : best),
    0,
  );
  const nameIndex = tagged >= 0 ? tagged : largest;
  const nameLine = lines[nameIndex];
  header.name = cleanText(nameLine?.parts[0] ?? nameLine?.text ?? "");
  let headlineStyle = "";
  let lastHeadline = -1;
  let inSummary = false;
  // The name's and the headline's lines may carry contacts right of them ("Aleks Nowak      nowak.design").
  const rightOf = (line: DocLine): DocLine => ({
    ...line,
    parts: line.parts.slice(1),
    text: line.parts.slice(1).join(" "),
  });
  for (const [index, whole] of lines.entries()) {
    if (index === nameIndex && whole.parts.length < 2) continue;
    let line = index === nameIndex ? rightOf(whole) : whole;
    let tokens = contactTokens(line);
    const isContact = (token: string) =>
      isEmail(token) || isPhone(token) || isWebAddress(token) || hrefFor(line, token) !== undefined;
    // Sentences after the headline, and the lines they wrap onto, are a summary rather than contacts.
    const sentence =
      header.headline !== "" &&
      !tokens.some(isContact) &&
      !/^[^:]{1,30}:\s/.test(line.text) &&
      ((line.bullet && line.text.length >= 30) ||
        (line.text.split(" ").length >= 8 && line.text.length >= 45));
    inSummary = sentence || (inSummary && line.gap < 0.8 && !tokens.some(isContact));
    if (inSummary) {
      header.summary.push(line);
      continue;
    }
    const first = line.parts[0] ?? line.text;
    if (
      !contactTokens({ ...line, parts: [first] }).some(isContact) &&
      header.headline === "" &&
      index > nameIndex &&
      !/^[^:]{1,30}:\s/.test(first)
    ) {
      header.headline = cleanText(first);
      headlineStyle = `${line.size}:${line.bold}`;
      lastHeadline = index;
      if (line.parts.length < 2) continue;
      line = rightOf(line);
      tokens = contactTokens(line);
    }
    // The headline wrapped onto a second line (a narrow sidebar).
    if (
      headlineStyle === `${line.size}:${line.bold}` &&
      line.gap < 0.3 &&
      index === lastHeadline + 1 &&
      !tokens.some(isContact)
    ) {
      header.headline = `${header.headline} ${cleanText(line.text)}`;
      lastHeadline = index;
      continue;
    }
    for (const token of tokens) {
      const href = hrefFor(line, token);
      if (isEmail(token) || href?.startsWith("mailto:")) {
        if (header.email === "") header.email = token.replace(/^mailto:/i, "");
        else header.leftover.push({ where: line.where, text: token });
      } else if (isPhone(token) || href?.startsWith("tel:")) {
        if (header.phone === "") header.phone = token.replace(/^tel:/i, "");
        else header.leftover.push({ where: line.where, text: token });
      } else if (isWebAddress(token) || href !== undefined) {
        const url = linkOf(token, href);
        const profile = profileOf(url);
        // "meera (GitHub)" names the profile's user: the link has no label of its own then.
        const named = profile !== undefined && token.replace(/\s*\([^)]*\)$/, "") === profile.username;
        if (profile !== undefined)
          header.profiles.push(named ? { ...profile, url: { ...url, label: "" } } : profile);
        else if (header.url.href === "") header.url = url;
        else header.leftover.push({ where: line.where, text: token });
      } else {
        const labelled = /^([^:]{1,30}):\s+(.+)$/.exec(token);
        if (labelled?.[1] !== undefined && labelled[2] !== undefined)
          header.customFields.push({ id: createId(), icon: "", name: labelled[1], value: labelled[2] });
        else if (header.location === "" && token.length <= 60) header.location = token;
        else header.leftover.push({ where: line.where, text: token });
      }
    }
  }
  return header;
};
