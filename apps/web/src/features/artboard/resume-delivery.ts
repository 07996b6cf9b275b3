import { replaceEqualDeep } from "@tanstack/react-query";
import { applyResumeChanges, type ResumeData, resumeChanges } from "@vitae/schema";
import { type ArtboardMessage, drawablePart } from "./protocol";

type ResumeMessage = Extract<ArtboardMessage, { type: "vitae:resume" | "vitae:resume-changes" }>;

/**
 * The parent's side of one frame's resume: whole when the frame asks (it is ready, or could not make a change),
 * then only what changed, each step numbered so the frame can tell when it missed one.
 */
export function createResumeFeed(post: (message: ResumeMessage) => void) {
  let asked = false;
  let version = 0;
  let sent: ResumeData | null = null;
  return {
    /** The frame asked for the resume: send `data` whole. */
    sendWhole(data: ResumeData): void {
      asked = true;
      version += 1;
      sent = data;
      post({ type: "vitae:resume", version, data });
    },
    /** The resume as it is now: what changed since the last one sent, once the frame has asked for it. */
    send(data: ResumeData): void {
      if (!asked || sent === null || data === sent) return;
      const changes = resumeChanges(sent, data);
      sent = data;
      if (changes.length === 0) return;
      // The state moves before the post: an answer to it (a request for the whole) starts from this version.
      version += 1;
      post({ type: "vitae:resume-changes", base: version - 1, version, changes });
    },
  };
}

/**
 * The artboard's side: the resume to draw after each message, or null when it stays as it was. Changes are
 * made only on the version they were made from, and only when every part is drawable; otherwise the resume
 * stays as it is and `askForWhole` is called (once, until the whole resume comes).
 */
export function createResumeReceiver(askForWhole: () => void) {
  let version: number | null = null;
  let data: ResumeData | null = null;
  let asking = false;
  const ask = () => {
    if (asking) return;
    asking = true;
    askForWhole();
  };
  return {
    receive(message: ResumeMessage): ResumeData | null {
      if (message.type === "vitae:resume") {
        // Each whole resume is a fresh copy: keep the unchanged parts of the last one so memoised work stays.
        data = data === null ? message.data : replaceEqualDeep(data, message.data);
        version = message.version;
        asking = false;
        return data;
      }
      if (data === null || message.base !== version) {
        ask();
        return null;
      }
      const next = applyResumeChanges(data, message.changes, drawablePart);
      if (next === null) {
        ask();
        return null;
      }
      data = next;
      version = message.version;
      return data;
    },
  };
}
