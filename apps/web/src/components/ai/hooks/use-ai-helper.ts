import { type AiTone, aiTextMaxLength } from "@vitae/schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showErrorToast } from "@/lib/error-toast";
import { toast } from "@/lib/toast";
import { requestPrompt } from "../api/request-prompt";

export type AiRequest = { action: "improve" } | { action: "fix" } | { action: "tone"; tone: AiTone };

/** What the helper is doing; anything but idle disables the menu and shows a spinner. */
export type AiStatus = "idle" | "improving" | "fixing" | "tone-changing";

const statusOf: Record<AiRequest["action"], Exclude<AiStatus, "idle">> = {
  improve: "improving",
  fix: "fixing",
  tone: "tone-changing",
};

/** What a field hands the helper when an action starts: the text to send and how to put the answer back. */
export type AiTarget = {
  text: string;
  /**
   * Puts the revised text where the sent text was, as one undoable step. Answers false, changing nothing, when
   * the field was edited while the request ran: the answer would overwrite the user's newer words.
   */
  apply: (revised: string) => boolean;
};

export type AiHelper = {
  status: AiStatus;
  run: (request: AiRequest) => Promise<void>;
};

/**
 * Runs one AI action at a time on what `readTarget` returns when the action starts (the selection, or the whole
 * field). Failures become an error toast; the field is then left as it was.
 */
export function useAiHelper(readTarget: () => AiTarget | null): AiHelper {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AiStatus>("idle");
  const readTargetRef = useRef(readTarget);
  readTargetRef.current = readTarget;
  // A ref, not the state: two clicks in one tick would both still see "idle".
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const run = useCallback(
    async (request: AiRequest) => {
      if (inFlight.current) return;
      const target = readTargetRef.current();
      if (!target || target.text.trim() === "") return;
      if (target.text.length > aiTextMaxLength) {
        toast({
          variant: "info",
          title: t("ai.tooLong.title"),
          description: t("ai.tooLong.description", { max: aiTextMaxLength.toLocaleString() }),
        });
        return;
      }

      const controller = new AbortController();
      inFlight.current = controller;
      setStatus(statusOf[request.action]);
      try {
        const revised = await requestPrompt({ ...request, text: target.text }, controller.signal);
        if (controller.signal.aborted) return;
        // An unchanged answer would otherwise look like nothing happened.
        if (revised.trim() === target.text.trim()) {
          toast({
            variant: "info",
            title: t("ai.unchanged.title"),
            description: t(request.action === "fix" ? "ai.unchanged.fix" : "ai.unchanged.other"),
          });
          return;
        }
        if (!target.apply(revised)) {
          toast({ variant: "info", title: t("ai.stale.title"), description: t("ai.stale.description") });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!showErrorToast(error)) {
          const message = error instanceof Error ? error.message : "";
          toast({
            variant: "error",
            title: t("ai.failed.title"),
            description: message || t("ai.failed.fallback"),
          });
        }
      } finally {
        // After unmount the controller is aborted and nobody is left to show the state to.
        if (!controller.signal.aborted) {
          inFlight.current = null;
          setStatus("idle");
        }
      }
    },
    [t],
  );

  return { status, run };
}
