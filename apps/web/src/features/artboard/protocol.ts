import {
  LetterDataSchema,
  LetterLookSchema,
  type PartCheck,
  type ResumeChange,
  type ResumeData,
  ResumeDataSchema,
} from "@vitae/schema";
import type { PageMeasurement, RenderableLetter, SheetMeasureInput } from "@vitae/templates";
import { z } from "zod";

/**
 * The messages between a page and the artboard it frames (/artboard/builder, /artboard/preview). Both sides
 * are this app, so every message must come from this origin and from the expected window: the artboard
 * listens only to its parent, the parent only to its own iframe.
 */

export const zoomActions = ["in", "out", "reset", "center"] as const;
export type ZoomAction = (typeof zoomActions)[number];

/** A marker beside a commented item of the builder's preview: its open threads, and the first to open. */
export type CommentMarker = {
  /** An item's id, "basics" for the header or "summary" for the summary. */
  itemId: string;
  commentId: string;
  count: number;
};

/** At most this many markers are drawn (one per commented item). */
export const maxCommentMarkers = 500;

/**
 * Parent → artboard. The resume comes whole (`vitae:resume`, when the artboard is ready or asks again), then as
 * the changes from one version to the next (`vitae:resume-changes`): `base` is the version they apply to.
 */
export type ArtboardMessage =
  | { type: "vitae:resume"; version: number; data: ResumeData }
  | { type: "vitae:resume-changes"; base: number; version: number; changes: ResumeChange[] }
  | { type: "vitae:zoom"; action: ZoomAction }
  /** Lay the drawn resume out on sheets with these page variables (`fresh`: copy the pages anew) and say how. */
  | { type: "vitae:measure"; id: number; input: SheetMeasureInput; fresh: boolean }
  /** The fitting is over: drop the copies the measuring keeps. */
  | { type: "vitae:measure-end" }
  /** Draw these markers beside the commented items (the builder's preview), replacing the ones drawn. */
  | { type: "vitae:comment-markers"; markers: CommentMarker[] }
  /** A cover letter to draw, whole each time (a page of text: no changes protocol needed). */
  | { type: "vitae:letter"; letter: RenderableLetter };

/** What was clicked in the builder's preview: a section ("experience", "custom.<id>", "basics"), maybe an item. */
export type ArtboardSelection = { section: string; itemId?: string };

/**
 * Artboard → parent: `ready` once it listens (send the resume then), `resync` when it could not make the changes
 * it got (send the whole resume again), `height` of its content in CSS px, `select` when the user clicks a
 * section or an item in the builder's preview (open its dialog, show it).
 */
export type ArtboardEvent =
  | { type: "vitae:ready" }
  | { type: "vitae:resync" }
  | { type: "vitae:height"; height: number }
  | ({ type: "vitae:select" } & ArtboardSelection)
  | { type: "vitae:measured"; id: number; measurement: PageMeasurement }
  /** A comment marker was pressed: show its thread. */
  | { type: "vitae:open-comment"; commentId: string };

/** A section's layout id as the templates write it: a built-in key, `basics`, or `custom.<id>`. */
const sectionPattern = /^(?:[a-z]{1,40}|custom\.[^\s]{1,200})$/;
/** An item id: any short text (imported resumes bring their own); the builder looks it up before use. */
const itemIdPattern = /^[^\s]{1,200}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (isRecord(node) ? node[key as string] : undefined), root);

/** Kinds of refusal that say a text's content is off (a URL without https://), not the resume's shape. */
const contentIssueCodes = new Set([
  "invalid_format",
  "invalid_union",
  "invalid_value",
  "too_big",
  "too_small",
]);

type Issue = { code: string; errors?: readonly (readonly Issue[])[] };

/** A content refusal; a union (empty or a URL) counts when one of its branches refused only the content. */
const isContentIssue = (issue: Issue): boolean =>
  contentIssueCodes.has(issue.code) &&
  (issue.code !== "invalid_union" || (issue.errors ?? []).some((branch) => branch.every(isContentIssue)));

/**
 * A part of the resume as it may be drawn, or null. The builder sends what prints, but a restored draft or
 * another sender may hold what the server would refuse (an address without https://, a half-typed e-mail):
 * the preview still draws it, because the templates only need the shape (sanitising every link themselves).
 * Only a part whose shape is wrong — missing, a number where text goes — is refused.
 */
export const drawablePart: PartCheck = (schema, value, path) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { value: parsed.data };
  const onlyContent = parsed.error.issues.every(
    (issue) =>
      path.length + issue.path.length > 0 &&
      isContentIssue(issue) &&
      typeof valueAt(value, issue.path) === "string",
  );
  return onlyContent ? { value } : null;
};

/** The whole resume to draw, or null (see `drawablePart`). */
function parseResumeToDraw(value: unknown): ResumeData | null {
  return (drawablePart(ResumeDataSchema, value, [])?.value as ResumeData | undefined) ?? null;
}

const isVersion = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

const isPath = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((key) => typeof key === "string");

/**
 * The changes' form only: each names a path and a value, or a removal. Whether a path is part of the resume
 * and its value has the part's shape is checked when they are made (`applyResumeChanges` with `drawablePart`).
 */
function parseChanges(value: unknown): ResumeChange[] | null {
  if (!Array.isArray(value)) return null;
  const changes: ResumeChange[] = [];
  for (const change of value) {
    if (!isRecord(change) || !isPath(change.path)) return null;
    if (change.removed === true) changes.push({ path: change.path, removed: true });
    else if (Object.hasOwn(change, "value")) changes.push({ path: change.path, value: change.value });
    else return null;
  }
  return changes;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** The page variables a measuring may set: the theme's custom properties, with plain numbers or lengths. */
const measureVariablePattern = /^--vt-[a-z-]{1,40}$/;
const measureValuePattern = /^\d{1,5}(?:\.\d{1,20})?(?:e-\d{1,3})?(?:px)?$/;

function parseMeasureInput(value: unknown): SheetMeasureInput | null {
  if (!isRecord(value) || !isRecord(value.variables)) return null;
  const { sheetWidth, sheetHeight, lineHeightPx, variables } = value;
  if (![sheetWidth, sheetHeight, lineHeightPx].every((number) => isFiniteNumber(number) && number > 0))
    return null;
  const entries = Object.entries(variables);
  const valid = entries.every(
    ([name, text]) =>
      measureVariablePattern.test(name) && typeof text === "string" && measureValuePattern.test(text),
  );
  if (!valid || entries.length > 8) return null;
  return {
    sheetWidth: sheetWidth as number,
    sheetHeight: sheetHeight as number,
    lineHeightPx: lineHeightPx as number,
    variables: Object.fromEntries(entries) as Record<string, string>,
  };
}

function parseMeasurement(value: unknown): PageMeasurement | null {
  if (!isRecord(value) || !isVersion(value.pages) || !isLength(value.lineHeightPx)) return null;
  const { sheets, sections } = value;
  if (!Array.isArray(sheets) || !sheets.every(isLength) || !Array.isArray(sections)) return null;
  const parsed = sections.map((section) =>
    isRecord(section) &&
    typeof section.id === "string" &&
    typeof section.name === "string" &&
    isLength(section.heightPx)
      ? { id: section.id, name: section.name, heightPx: section.heightPx }
      : null,
  );
  if (parsed.some((section) => section === null)) return null;
  return {
    pages: value.pages,
    sheets,
    lineHeightPx: value.lineHeightPx,
    sections: parsed as PageMeasurement["sections"],
  };
}

/** A comment's id as the server makes them (a UUID). */
const commentIdPattern = /^[0-9a-f-]{36}$/i;

function parseMarkers(value: unknown): CommentMarker[] | null {
  if (!Array.isArray(value) || value.length > maxCommentMarkers) return null;
  const markers = value.map((marker) =>
    isRecord(marker) &&
    typeof marker.itemId === "string" &&
    itemIdPattern.test(marker.itemId) &&
    typeof marker.commentId === "string" &&
    commentIdPattern.test(marker.commentId) &&
    Number.isSafeInteger(marker.count) &&
    (marker.count as number) > 0
      ? { itemId: marker.itemId, commentId: marker.commentId, count: marker.count as number }
      : null,
  );
  return markers.every((marker) => marker !== null) ? (markers as CommentMarker[]) : null;
}

const LetterToDrawSchema = z.object({ data: LetterDataSchema, look: LetterLookSchema.nullable() });

/** Validates what a parent sent; null for anything that is not a well-formed message (ignore it). */
export function parseArtboardMessage(value: unknown): ArtboardMessage | null {
  if (!isRecord(value)) return null;
  if (value.type === "vitae:letter") {
    const letter = LetterToDrawSchema.safeParse(value.letter);
    return letter.success ? { type: "vitae:letter", letter: letter.data } : null;
  }
  if (value.type === "vitae:comment-markers") {
    const markers = parseMarkers(value.markers);
    return markers ? { type: "vitae:comment-markers", markers } : null;
  }
  if (value.type === "vitae:measure" && isVersion(value.id) && typeof value.fresh === "boolean") {
    const input = parseMeasureInput(value.input);
    return input ? { type: "vitae:measure", id: value.id, input, fresh: value.fresh } : null;
  }
  if (value.type === "vitae:measure-end") return { type: "vitae:measure-end" };
  if (value.type === "vitae:zoom") {
    const action = zoomActions.find((candidate) => candidate === value.action);
    return action ? { type: "vitae:zoom", action } : null;
  }
  if (value.type === "vitae:resume" && isVersion(value.version)) {
    const data = parseResumeToDraw(value.data);
    return data ? { type: "vitae:resume", version: value.version, data } : null;
  }
  if (value.type === "vitae:resume-changes" && isVersion(value.base) && isVersion(value.version)) {
    const changes = parseChanges(value.changes);
    return changes
      ? { type: "vitae:resume-changes", base: value.base, version: value.version, changes }
      : null;
  }
  return null;
}

const isLength = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/** Validates what an artboard sent; null for anything else. */
export function parseArtboardEvent(value: unknown): ArtboardEvent | null {
  if (!isRecord(value)) return null;
  if (value.type === "vitae:ready") return { type: "vitae:ready" };
  if (value.type === "vitae:resync") return { type: "vitae:resync" };
  if (value.type === "vitae:height" && isLength(value.height))
    return { type: "vitae:height", height: value.height };
  if (
    value.type === "vitae:open-comment" &&
    typeof value.commentId === "string" &&
    commentIdPattern.test(value.commentId)
  ) {
    return { type: "vitae:open-comment", commentId: value.commentId };
  }
  if (value.type === "vitae:measured" && isVersion(value.id)) {
    const measurement = parseMeasurement(value.measurement);
    return measurement ? { type: "vitae:measured", id: value.id, measurement } : null;
  }
  if (
    value.type === "vitae:select" &&
    typeof value.section === "string" &&
    sectionPattern.test(value.section)
  ) {
    if (value.itemId === undefined) return { type: "vitae:select", section: value.section };
    if (typeof value.itemId === "string" && itemIdPattern.test(value.itemId)) {
      return { type: "vitae:select", section: value.section, itemId: value.itemId };
    }
  }
  return null;
}

/** True when a message event comes from this origin and from `source` (the parent, or a framed artboard). */
export const isTrustedMessage = (event: MessageEvent, source: MessageEventSource | null): boolean =>
  source !== null && event.origin === window.location.origin && event.source === source;

/** The name of the artboard's door on its window (see `openArtboardDoor`). */
const doorName = "vitaeArtboard";

type ArtboardDoor = { deliver: (message: unknown) => void };

/**
 * Artboard side: lets the page that frames it hand over a message directly, in the caller's task, instead of
 * posting it. A posted message waits until the browser has rendered the frame after a keystroke (one or two
 * frames later); handed over, the preview changes in the same frame as the builder. Only a script of this
 * origin can reach a property of this window, and what it hands over is copied into this window and checked
 * exactly as a posted message is. Returns what closes the door.
 */
export function openArtboardDoor(receive: (message: unknown) => void): () => void {
  const door: ArtboardDoor = {
    deliver: (message) => {
      let copy: unknown;
      try {
        // A copy made here holds nothing of the sender's (no shared objects, nothing but data).
        copy = structuredClone(message);
      } catch {
        return;
      }
      try {
        receive(copy);
      } catch (error) {
        // The preview's failure stays the preview's: the builder's keystroke, in whose task this runs, goes on.
        if (typeof reportError === "function") reportError(error);
        else console.error(error);
      }
    },
  };
  Object.defineProperty(window, doorName, { value: door, configurable: true });
  return () => {
    if ((window as unknown as Record<string, unknown>)[doorName] === door)
      Reflect.deleteProperty(window, doorName);
  };
}

/** The frame's door, when the frame is an artboard of this origin that opened one. */
function doorOf(target: Window): ArtboardDoor | null {
  try {
    const door: unknown = (target as unknown as Record<string, unknown>)[doorName];
    return isRecord(door) && typeof door.deliver === "function" ? (door as ArtboardDoor) : null;
  } catch {
    // A frame that navigated to another origin cannot be read: it gets posted messages only.
    return null;
  }
}

/** Sends a message to a framed artboard: through its door when it has one, else posted. */
export function postToArtboard(iframe: HTMLIFrameElement | null, message: ArtboardMessage): void {
  const target = iframe?.contentWindow;
  if (!target) return;
  const door = doorOf(target);
  if (door) {
    door.deliver(message);
    return;
  }
  // The target origin pins the receiver: if the frame navigated elsewhere, the browser drops the message.
  target.postMessage(message, window.location.origin);
}

/** Asks a framed /artboard/builder to zoom in or out, reset or center its view. */
export const postZoomToArtboard = (iframe: HTMLIFrameElement | null, action: ZoomAction): void =>
  postToArtboard(iframe, { type: "vitae:zoom", action });

/** Artboard side: tells the parent window something (no-op when the artboard is not framed). */
export function postToParent(message: ArtboardEvent): void {
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}

let measureCount = 0;

/**
 * Parent side: has a framed /artboard/builder lay its resume out on sheets with the page variables of `input`
 * (see `measureSheets`) and answers how; `fresh` copies the drawn pages anew (the first layout of a fitting).
 * Rejects when the frame does not answer within `timeoutMs`.
 */
export function measureInArtboard(
  iframe: HTMLIFrameElement | null,
  input: SheetMeasureInput,
  fresh: boolean,
  timeoutMs = 10_000,
): Promise<PageMeasurement> {
  const source = iframe?.contentWindow ?? null;
  if (source === null) return Promise.reject(new Error("No preview to measure"));
  measureCount += 1;
  const id = measureCount;
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener("message", listener);
      clearTimeout(timer);
    };
    const listener = (event: MessageEvent) => {
      if (!isTrustedMessage(event, source)) return;
      const message = parseArtboardEvent(event.data);
      if (message?.type !== "vitae:measured" || message.id !== id) return;
      done();
      resolve(message.measurement);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error("The preview did not answer"));
    }, timeoutMs);
    window.addEventListener("message", listener);
    postToArtboard(iframe, { type: "vitae:measure", id, input, fresh });
  });
}

/** Parent side: the fitting is over, the framed artboard may drop its measuring copies. */
export const endArtboardMeasure = (iframe: HTMLIFrameElement | null): void =>
  postToArtboard(iframe, { type: "vitae:measure-end" });
