import type { ResumeData } from "@vitae/schema";
import { parseArtboardMessage } from "./protocol";
import { createResumeReceiver } from "./resume-delivery";

/** What a framed artboard draws after the messages a parent posted to it, in order (null before a resume). */
export function drawnFrom(messages: readonly unknown[]): ResumeData | null {
  const receiver = createResumeReceiver(() => {});
  let drawn: ResumeData | null = null;
  for (const message of messages) {
    const parsed = parseArtboardMessage(message);
    if (parsed?.type === "vitae:resume" || parsed?.type === "vitae:resume-changes")
      drawn = receiver.receive(parsed) ?? drawn;
  }
  return drawn;
}
