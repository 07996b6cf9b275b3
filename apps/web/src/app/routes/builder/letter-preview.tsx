import type { RenderableLetter } from "@vitae/templates";
import { useEffect, useEffectEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isTrustedMessage, parseArtboardEvent, postToArtboard } from "@/features/artboard/protocol";
import { useLetterStore } from "@/features/builder/letter/letter-store";
import { paths } from "@/lib/paths";
import { ZoomToolbar } from "./zoom-toolbar";

/** The letter as the preview draws it: its content as typed, over the look its resume gives it. */
const useRenderableLetter = (): RenderableLetter | null => {
  const data = useLetterStore((state) => state.content?.data);
  const look = useLetterStore((state) => state.letter?.look ?? null);
  const ref = useRef<RenderableLetter | null>(null);
  if (!data) return null;
  if (ref.current?.data !== data || ref.current.look !== look) ref.current = { data, look };
  return ref.current;
};

/**
 * The letter builder's preview: /artboard/letter framed, sent the letter whole whenever it changes (and when the
 * frame says it is ready), with the resume preview's zoom buttons.
 */
export function LetterPreview() {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const letter = useRenderableLetter();
  const send = useEffectEvent(() => {
    if (letter) postToArtboard(frame.current, { type: "vitae:letter", letter });
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (!isTrustedMessage(event, frame.current?.contentWindow ?? null)) return;
      const message = parseArtboardEvent(event.data);
      if (message?.type === "vitae:ready" || message?.type === "vitae:resync") send();
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new letter is what sends it
  useEffect(() => send(), [letter]);

  return (
    <div className="relative h-full bg-muted">
      <iframe
        ref={frame}
        src={paths.artboardLetter}
        // Marks it as an artboard frame (the templates' accessibility is checked on its own).
        data-artboard-frame="letter"
        title={t("letters.builder.preview")}
        className="block h-full w-full border-0"
      />
      <ZoomToolbar frame={frame} />
    </div>
  );
}
