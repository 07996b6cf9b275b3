import { type ItemKind, itemFieldsOf, type NamedField, type Url } from "@vitae/schema";
import { escapeHtml } from "../shared/text.ts";
import { findDate, isDateText } from "./dates.ts";
import { isEmail, isWebAddress, linkOf } from "./header.ts";
import { bulletPrefix, cleanText, type DocLine } from "./lines.ts";

/** A line of running text rather than an item's heading: long, or a sentence. */
export const isProse = (line: DocLine): boolean =>
  !line.bullet &&
  // A line split by a tab or a wide gap is a heading's pieces (a title, its dates), however long.
  line.parts.length === 1 &&
  (line.text.length > 90 || (line.text.length > 50 && /[.!?]$/.test(line.text)));

/** "Name — description": a title and its second field on one line, as lists of short entries are written. */
const dashPair = /\s—\s/;

const keywordList = (text: string): string[] | undefined => {
  const words = text
    .split(/\s*[,;]\s*/)
    .map(cleanText)
    .filter(Boolean);
  return words.length >= 2 && words.every((word) => word.length <= 40) && !/[.!?]$/.test(text)
    ? words
    : undefined;
};

/** A line of an item's body: a list item, running text, or a line set in from the item's first line. */
const isBody = (line: DocLine, first: DocLine | undefined): boolean => {
  // A line the file tags as an entry's heading is one, list item or not.
  if (line.heading !== undefined && line.heading > 2) return false;
  // An entry whose first line opens with its dates in a margin starts where its title does.
  const start =
    first !== undefined && first.parts.length > 1 && isDateText(first.parts[0] as string)
      ? (first.partStyles?.[1]?.x ?? first.indent)
      : first?.indent;
  return (
    line.bullet ||
    isProse(line) ||
    // Only a line of some length: a short indented line is a heading's piece set in a column (a link, a place).
    (line.text.length >= 40 &&
      line.parts.length === 1 &&
      line.indent !== undefined &&
      start !== undefined &&
      line.indent - start >= 0.8)
  );
};

const styleOf = (line: DocLine): string => `${Math.round(line.size * 10)}:${line.bold}`;

/**
 * A section's lines cut into items: an item is its heading lines (short, not in a list) and then its body (list
 * items and running text). A new item starts at a heading line after a body, at a line styled as the first
 * item's title when that style stands out, at a heading the file marks below the section's, or after a gap.
 */
/**
 * A title wrapped onto a second line in a narrow column: two bold lines of one size with no space between,
 * neither with a date, read as one.
 */
export const joinWrappedTitles = (lines: readonly DocLine[]): DocLine[] => {
  const joined: DocLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const wraps =
      previous?.bold &&
      line.bold &&
      Math.abs(previous.size - line.size) < 0.05 &&
      previous.parts.length === 1 &&
      line.parts.length === 1 &&
      line.gap <= 0.1 &&
      !previous.bullet &&
      !line.bullet &&
      !/[.:;!?]$/.test(previous.text) &&
      findDate(previous.text) === undefined &&
      findDate(line.text) === undefined;
    if (wraps) {
      const text = `${previous.text} ${line.text}`;
      joined[joined.length - 1] = {
        ...previous,
        text,
        parts: [text],
        links: [...previous.links, ...line.links],
      };
    } else joined.push(line);
  }
  return joined;
};

export const splitItems = (
  lines: readonly DocLine[],
  bodyStyle: string,
  hasKeywords: boolean,
): DocLine[][] => {
  const items: DocLine[][] = [];
  const first = lines.find((line) => !line.bullet && !isProse(line));
  const titleStyle = first === undefined ? undefined : styleOf(first);
  const titleStandsOut = titleStyle !== undefined && titleStyle !== bodyStyle;
  let current: DocLine[] = [];
  let hasBody = false;
  let hasDate = false;
  let previous: DocLine | undefined;
  for (const line of lines) {
    // A list item's text wrapped onto a short next line, at the same indent.
    const wrapped =
      hasBody &&
      previous?.indent !== undefined &&
      line.indent !== undefined &&
      Math.abs(line.indent - previous.indent) < 0.2 &&
      line.indent - ((current[0] ?? first)?.indent ?? line.indent) >= 0.8 &&
      line.gap <= 0.2;
    previous = line;
    const head = !wrapped && !isBody(line, current[0] ?? first);
    const lineHasDate = line.parts.some((part) => findDate(part) !== undefined);
    // A comma list after an item's body is its keywords, not a new item.
    const keywordsLine = hasKeywords && hasBody && !lineHasDate && keywordList(line.text) !== undefined;
    const starts =
      current.length > 0 &&
      head &&
      !keywordsLine &&
      (hasBody ||
        (dashPair.test(line.text) && dashPair.test(current[0]?.text ?? "")) ||
        (titleStandsOut && styleOf(line) === titleStyle) ||
        (line.heading !== undefined && line.heading > 2) ||
        (line.gap > 0.6 && current.length > 0) ||
        // A second date starts the next entry, unless it is in a sentence ("Renewed 2023.").
        (lineHasDate &&
          hasDate &&
          !line.parts.every((part) => isDateText(part)) &&
          !/[.!?]$/.test(line.text)));
    if (starts) {
      items.push(current);
      current = [];
      hasBody = false;
      hasDate = false;
    }
    current.push(line);
    // After an entry's keywords, the next heading line is the next entry.
    if (!head || keywordsLine || (hasKeywords && current.length > 1 && keywordList(line.text) !== undefined))
      hasBody = true;
    if (lineHasDate) hasDate = true;
  }
  if (current.length > 0) items.push(current);
  return items;
};

/** Rich text of body lines: list items as a list, other lines joined into paragraphs at each gap. */
export const richTextOf = (lines: readonly DocLine[]): string => {
  let html = "";
  let list: string[] = [];
  let paragraph: string[] = [];
  const flushList = () => {
    if (list.length > 0)
      html += `<ul>${list.map((entry) => `<li><p>${escapeHtml(entry)}</p></li>`).join("")}</ul>`;
    list = [];
  };
  const flushParagraph = () => {
    if (paragraph.length > 0) html += `<p>${escapeHtml(paragraph.join(" "))}</p>`;
    paragraph = [];
  };
  for (const line of lines) {
    const text = cleanText(line.text.replace(bulletPrefix, ""));
    if (text === "") continue;
    if (line.bullet) {
      flushParagraph();
      list.push(text);
    } else if (list.length > 0 && line.gap <= 0.2 && !/^\p{Lu}/u.test(text) && lines.length > 1) {
      // A list item's text wrapped onto the next line.
      list[list.length - 1] += ` ${text}`;
    } else {
      flushList();
      if (line.gap > 0.4) flushParagraph();
      paragraph.push(text);
    }
  }
  flushList();
  flushParagraph();
  return html;
};

type Token = { text: string; line: number; part: number; href?: string | undefined; linked?: boolean };

/** Words of a job title, to tell a role from an employer when a layout puts the role first. */
const roleWords =
  /\b(?:engineer|developer|programmer|manager|intern|trainee|apprentice|director|designer|analyst|consultant|architect|lead|head|officer|specialist|assistant|associate|coordinator|administrator|scientist|researcher|teacher|lecturer|professor|tutor|founder|co-founder|president|editor|writer|technician|accountant|adviser|advisor|supervisor|executive|representative|mentor|volunteer)s?\b/i;

/** What layouts print before a name ("Issued by AWS", "Awarded by Quillpay", "— Rohan Deshpande"). */
const namePrefix = /^(?:(?:issued|awarded|published|presented|granted|conferred)\s+by\s+|[-–—]\s*)/i;

export type BuiltItem = { fields: Record<string, unknown>; leftover: string[]; unsure: string[] };

/**
 * An item of a kind from its lines, the fields placed as the section registry describes them: the date and a
 * link by their look, a location where the template puts one (right of a later heading line, or after the date),
 * the other heading pieces in order into the title and subtitle fields, keywords from a comma list, and the body
 * as the rich text. What has no field is handed back.
 */
export const buildItem = (kind: ItemKind, lines: readonly DocLine[]): BuiltItem => {
  const fields = itemFieldsOf(kind);
  const named = (predicate: (field: NamedField) => boolean) =>
    fields.filter(predicate).map((field) => field.name);
  const locationField = named((field) => field.place === "location")[0];
  const textFields = [
    ...named((field) => field.kind === "text" && field.place === "title"),
    ...named((field) => field.kind === "text" && field.place === "subtitle"),
    ...named((field) => field.kind === "text" && field.place === "meta"),
  ];
  const dateField = named((field) => field.kind === "date")[0];
  const hasUrl = fields.some((field) => field.kind === "url");
  const summaryField = named((field) => field.kind === "richText")[0];
  const keywordsField = named((field) => field.kind === "keywords")[0];
  const subtitleFields = named((field) => field.kind === "text" && field.place === "subtitle");

  const result: BuiltItem = { fields: {}, leftover: [], unsure: [] };
  // Indents are measured from the first line that has one (a title beside a margin heading has none).
  const reference = lines.find((line) => line.indent !== undefined) ?? lines[0];
  const headCount = lines.findIndex((line) => isBody(line, reference));
  const head = lines.slice(0, headCount === -1 ? lines.length : headCount);
  const body = lines.slice(head.length);

  // Keywords: a comma list among the heading lines (or the last body line) of a kind that has them.
  if (keywordsField !== undefined) {
    const candidates = [...head.slice(1), ...(body.length > 0 ? [body[body.length - 1] as DocLine] : [])];
    for (const line of candidates.reverse()) {
      // Keywords set as chips are a line's parts: three or more, or two where the kind has no place beside them.
      const chips = line.parts.length >= 3 || (line.parts.length === 2 && locationField === undefined);
      // Two pieces where the kind has a place ("Keynote   Config Europe, Amsterdam") are a subtitle and a place.
      // So is a line with a date or pieces set apart by a middle dot ("Oct 2024 · Config Europe, Amsterdam").
      const placed =
        (line.parts.length === 2 && locationField !== undefined) ||
        (!chips && (findDate(line.text) !== undefined || /\s·\s/.test(line.text)));
      const words = chips
        ? line.parts.map(cleanText)
        : placed
          ? undefined
          : keywordList(line.text.replace(bulletPrefix, ""));
      if (words !== undefined && !words.some((word) => isDateText(word))) {
        result.fields[keywordsField] = words;
        head.splice(head.indexOf(line), head.includes(line) ? 1 : 0);
        if (body.includes(line)) body.splice(body.indexOf(line), 1);
        break;
      }
    }
    // An entry on one line, its keywords as chips after its title fields ("Data stores  Advanced  Redis  Kafka").
    const only = head[0];
    const trailing = only?.parts.slice(textFields.length) ?? [];
    if (
      result.fields[keywordsField] === undefined &&
      only !== undefined &&
      head.length === 1 &&
      trailing.length >= 2 &&
      !trailing.some((part) => isDateText(part) || isWebAddress(part))
    ) {
      result.fields[keywordsField] = trailing.map(cleanText);
      const parts = only.parts.slice(0, textFields.length);
      head[0] = { ...only, parts, text: parts.join(" "), partStyles: undefined };
    }
  }

  const tokens: Token[] = [];
  for (const [lineIndex, line] of head.entries())
    for (const [partIndex, part] of line.parts.entries())
      for (const piece of part.split(/\s+[·|—]\s+/)) {
        const text = cleanText(piece).replace(namePrefix, "");
        if (text === "") continue;
        const href = line.links.find((link) => cleanText(link.text) === text)?.href;
        tokens.push({ text, line: lineIndex, part: partIndex, href });
      }

  const rest: Token[] = [];
  let dateToken: Token | undefined;
  for (const token of tokens) {
    if (dateField !== undefined && result.fields[dateField] === undefined && isDateText(token.text)) {
      result.fields[dateField] = token.text;
      dateToken = token;
    } else if (
      hasUrl &&
      (result.fields.url === undefined ||
        (token.href !== undefined && (result.fields.url as Url).href === token.href)) &&
      (token.href !== undefined || isWebAddress(token.text)) &&
      !isEmail(token.text)
    ) {
      // A second piece linked to the same address ("aleks-sample", then "Shots") is that link's too.
      result.fields.url ??= linkOf(token.text, token.href);
      // A linked name among the item's heading pieces ("Quillpay" linked to its site, above the dates) may be a
      // field's text too: kept, and left out below when the item has enough other pieces for its fields. A link
      // alone on a line below the dates ("Source code") is only the link's label.
      const alone = tokens.filter((other) => other.line === token.line).length === 1;
      const belowDates = dateToken !== undefined && token.line > dateToken.line;
      if (!isWebAddress(token.text) && !(alone && belowDates)) rest.push({ ...token, linked: true });
    } else rest.push(token);
  }
  // A date written inside a longer piece ("Quillpay, 2019 – 2021").
  if (dateField !== undefined && result.fields[dateField] === undefined)
    for (const [index, token] of rest.entries()) {
      const found = findDate(token.text);
      if (found === undefined) continue;
      result.fields[dateField] = found.date;
      const remainder = cleanText(
        `${found.before.replace(/[,(·|–-]\s*$/, "")} ${found.after.replace(/^[),·|–-]\s*/, "")}`,
      );
      if (remainder === "") rest.splice(index, 1);
      else rest[index] = { ...token, text: remainder };
      break;
    }
  if (locationField !== undefined) {
    const after =
      dateToken === undefined
        ? undefined
        : rest.find((token) => token.line === dateToken?.line && token.part === dateToken.part);
    // Where the date stands first on its line (dates in a margin left of the titles), the place stands first on a
    // later line too; else it is right of a later heading line.
    const pieces = (line: number) =>
      new Set(tokens.filter((token) => token.line === line).map((token) => token.part)).size;
    const marginDates = dateToken !== undefined && dateToken.part === 0 && pieces(dateToken.line) > 1;
    const right = rest.find((token) =>
      marginDates
        ? token.line > 0 && token.part === 0 && pieces(token.line) > 1
        : token.line > 0 && token.part > 0,
    );
    const location = after ?? right;
    if (location !== undefined) {
      result.fields[locationField] = location.text;
      rest.splice(rest.indexOf(location), 1);
    }
  }
  // A linked piece beyond what the fields can take is the link's label ("Slides"); one kept as a field's text
  // ("Quillpay" linked to its site) leaves the link without a label, as does an address the layout printed for it.
  const slots =
    textFields.length + (locationField !== undefined && result.fields[locationField] === undefined ? 1 : 0);
  let labelled = false;
  for (let index = rest.length - 1; index >= 0 && rest.length > slots; index--) {
    const token = rest[index] as Token;
    if (!token.linked || token.line === 0) continue;
    rest.splice(index, 1);
    result.fields.url = linkOf(token.text, token.href);
    labelled = true;
  }
  const url = result.fields.url as Url | undefined;
  if (url !== undefined && !labelled && rest.some((token) => token.linked))
    result.fields.url = { ...url, label: "" };
  const texts = rest.map((token) => token.text);
  // The role before the employer ("Senior Engineer", then "Quillpay"): the fields take them the other way round.
  const [nameField, roleField] = textFields.map((name) => fields.find((field) => field.name === name));
  if (
    nameField?.translatable === false &&
    roleField?.translatable === true &&
    texts.length >= 2 &&
    roleWords.test(texts[0] as string) &&
    !roleWords.test(texts[1] as string)
  )
    texts.splice(0, 2, texts[1] as string, texts[0] as string);
  // One subtitle line for two subtitle fields ("Bachelor of Technology, Computer Science"): split at the comma,
  // as the templates join them.
  if (subtitleFields.length === 2 && texts.length >= 2) {
    const subtitle = texts[1] as string;
    // "Bachelor of Technology in Computer Science" as JSON Resume themes write a degree, else the comma.
    const split = / in /.exec(subtitle) ?? /, /.exec(subtitle);
    if (split !== null)
      texts.splice(1, 1, subtitle.slice(0, split.index), subtitle.slice(split.index + split[0].length));
    else texts.splice(2, 0, "");
  }
  const metaFields = named((field) => field.kind === "text" && field.place === "meta");
  // A figure after the subtitle's last comma ("Computer Science, CGPA 8.7 / 10") is the meta field (the grade),
  // when the kind has one and no other piece took it.
  const lastSubtitle = subtitleFields.length === 0 ? -1 : textFields.indexOf(subtitleFields.at(-1) as string);
  const trailing = /^(.*), ([^,]*\d[^,]*)$/.exec(texts[lastSubtitle] ?? "");
  if (metaFields.length > 0 && trailing !== null && texts.length <= lastSubtitle + 1) {
    texts[lastSubtitle] = trailing[1] as string;
    texts[lastSubtitle + 1] = trailing[2] as string;
  }
  for (const field of textFields) {
    const text = texts.shift();
    if (text === undefined) break;
    result.fields[field] = text;
  }
  // A short piece left after the title and subtitle is where the item was, when the kind has a place for it.
  if (locationField !== undefined && result.fields[locationField] === undefined && metaFields.length === 0) {
    const place = texts.shift();
    if (place !== undefined && place.length <= 40) result.fields[locationField] = place;
    else if (place !== undefined) texts.unshift(place);
  }
  // A title and its second piece on one line with a single space ("GitHub meera") when the kind needs both.
  const titleField = textFields[0];
  const secondField = textFields[1];
  if (
    kind === "profiles" &&
    titleField !== undefined &&
    secondField !== undefined &&
    result.fields[secondField] === undefined
  ) {
    const [network, ...username] = String(result.fields[titleField] ?? "").split(" ");
    if (username.length > 0) {
      result.fields[titleField] = network;
      result.fields[secondField] = username.join(" ");
    }
  }
  if (texts.length > 0) {
    if (summaryField !== undefined)
      body.unshift(
        ...texts.map((text) => ({ ...(head[0] as DocLine), text, parts: [text], bullet: false, gap: 0 })),
      );
    else result.leftover.push(...texts);
  }
  if (body.length > 0) {
    // A list whose bullets are drawn, not written (no bullet character, no tags): its lines are indented.
    const headIndent = reference?.indent;
    const listed = body.map((line) =>
      !line.bullet && headIndent !== undefined && (line.indent ?? 0) - headIndent >= 0.8
        ? { ...line, bullet: true }
        : line,
    );
    if (summaryField !== undefined) result.fields[summaryField] = richTextOf(listed);
    else result.leftover.push(...body.map((line) => cleanText(line.text)));
  }
  return result;
};
