import { useEffect, useEffectEvent } from "react";
import {
  type ArtboardMessage,
  isTrustedMessage,
  openArtboardDoor,
  parseArtboardMessage,
  postToParent,
} from "../protocol";

/**
 * Listens to the window that frames this artboard, posting or handing over through the artboard's door:
 * posted messages from any other origin or window, and malformed ones, are ignored. Once listening, tells the
 * parent it is ready, so the parent sends the first resume.
 */
export function useParentMessages(onMessage: (message: ArtboardMessage) => void): void {
  const handle = useEffectEvent(onMessage);

  useEffect(() => {
    // A top-level artboard has no parent to listen to (window.parent is the window itself).
    if (window.parent === window) return;
    const receive = (data: unknown) => {
      const message = parseArtboardMessage(data);
      if (message) handle(message);
    };
    const listener = (event: MessageEvent) => {
      if (isTrustedMessage(event, window.parent)) receive(event.data);
    };
    window.addEventListener("message", listener);
    const closeDoor = openArtboardDoor(receive);
    postToParent({ type: "vitae:ready" });
    return () => {
      window.removeEventListener("message", listener);
      closeDoor();
    };
  }, []);
}
