import type { ImportIssue, ImportResult } from "@vitae/importers";
import {
  type ErrorCode,
  importMessages,
  isErrorCode,
  maxDocumentImportBytes,
  maxRequestBodyBytes,
} from "@vitae/schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { formatFileSize } from "@/lib/file-size";
import { toast, toastStore } from "@/lib/toast";
import { type ConvertOutcome, convertFileBytes, importBodyBytes } from "./convert-file";
import { fetchLinkedinProfile, fetchPlatformProfile } from "./import-api";
import { choiceInput, type ImportChoice, isDocumentChoice } from "./source-types";

/** The import dialog's states: no result, working, valid (for one type) or invalid (with errors). */
export type ImportState =
  | { status: "idle" }
  | { status: "working"; step: "reading" | "converting" | "fetching"; progress?: number }
  | { status: "valid"; choice: ImportChoice; result: ImportResult }
  | { status: "invalid"; message: string; issues: ImportIssue[]; suggestedType?: ImportChoice | undefined };

export type ImportRequest = { choice: ImportChoice; file?: File | undefined; url?: string };

/** Reads a file with progress (large exports take a moment), failing with the shared unreadable-file message. */
function readFile(file: File, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error(importMessages.unreadableFile));
    reader.readAsArrayBuffer(file);
  });
}

/** Converts what a server-side source sent, as the matching file type would be. */
async function convertFetched(
  choice: ImportChoice,
  data: Record<string, unknown>,
  url: string,
): Promise<ConvertOutcome> {
  const { convertLinkedInProfile, convertLpuProfile, ImportError } = await import("@vitae/importers");
  try {
    const result =
      choice === "linkedin-data-export-website" ? convertLinkedInProfile(data, url) : convertLpuProfile(data);
    return { ok: true, result };
  } catch (error) {
    if (error instanceof ImportError) return { ok: false, message: error.message, issues: error.issues };
    throw error;
  }
}

/** The import dialog's steps; a run started before a reset or a newer run is ignored when it ends. */
export function useImport() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ImportState>({ status: "idle" });
  const runId = useRef(0);
  // Stops a document's worker when the dialog resets, closes or starts another run.
  const running = useRef<AbortController | undefined>(undefined);
  // A failure's toast must not outlive the failure (a new type, a retry): it is taken down with the result.
  const failureToast = useRef(false);
  const clearFailureToast = useCallback(() => {
    if (failureToast.current) toastStore.dismiss();
    failureToast.current = false;
  }, []);

  const reset = useCallback(() => {
    runId.current += 1;
    running.current?.abort();
    clearFailureToast();
    setState({ status: "idle" });
  }, [clearFailureToast]);

  const run = useCallback(
    async ({ choice, file, url = "" }: ImportRequest) => {
      const id = ++runId.current;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      clearFailureToast();
      const update = (next: ImportState) => {
        if (runId.current === id) setState(next);
      };
      const fail = (message: string, issues: ImportIssue[] = [], suggestedType?: ImportChoice) => {
        update({ status: "invalid", message, issues, suggestedType });
        toast({ variant: "error", title: t("resumes.import.failed"), description: message });
        failureToast.current = true;
      };
      // The server takes the converted resume in one request of at most this size (its 413 would come too late).
      const sizes = (bytes: number) => ({
        size: formatFileSize(i18n.language, bytes),
        limit: formatFileSize(i18n.language, maxRequestBodyBytes),
      });
      try {
        let outcome: ConvertOutcome;
        const input = choiceInput(choice);
        if (input === "file") {
          if (file === undefined) return fail(t("resumes.import.chooseFile"));
          // A document is refused over its own limit before it is read; a JSON file is at least as large as the
          // resume made of it; a zip's text is bounded by the importer.
          if (isDocumentChoice(choice) && file.size > maxDocumentImportBytes)
            return fail(t("ImportFileTooLarge.description", { ns: "errors" }));
          if (
            !isDocumentChoice(choice) &&
            choice !== "linkedin-data-export-zip" &&
            file.size > maxRequestBodyBytes
          )
            return fail(t("resumes.import.fileTooLarge", sizes(file.size)));
          update({ status: "working", step: "reading", progress: 0 });
          const bytes = await readFile(file, (progress) =>
            update({ status: "working", step: "reading", progress }),
          );
          update({ status: "working", step: "converting" });
          outcome = await convertFileBytes(choice as Parameters<typeof convertFileBytes>[0], bytes, {
            signal: controller.signal,
          });
        } else {
          update({ status: "working", step: "fetching" });
          const data =
            input === "url"
              ? await fetchLinkedinProfile(url.trim())
              : await fetchPlatformProfile(choice === "coach-lms" ? "profile" : "resume");
          update({ status: "working", step: "converting" });
          outcome = await convertFetched(choice, data, url.trim());
        }
        if (!outcome.ok && outcome.suggestedType !== undefined) {
          const type = (name: ImportChoice) => t(`resumes.import.types.${name}`);
          const detected = outcome.suggestedType;
          return fail(
            t("resumes.import.wrongType", { detected: type(detected), chosen: type(choice) }),
            [],
            detected,
          );
        }
        if (!outcome.ok && outcome.code !== undefined)
          return fail(t(`${outcome.code}.description`, { ns: "errors" }));
        if (!outcome.ok) return fail(outcome.message, outcome.issues);
        const bodyBytes = importBodyBytes(outcome.result);
        if (bodyBytes > maxRequestBodyBytes)
          return fail(t("resumes.import.resumeTooLarge", sizes(bodyBytes)));
        update({ status: "valid", choice, result: outcome.result });
      } catch (error) {
        if (runId.current !== id || controller.signal.aborted) return;
        // A known server code gets its own toast, and the dialog says it in the interface's language;
        // anything else shows the error's own message.
        const known = error instanceof ApiError && isErrorCode(error.code);
        const message = known
          ? t(`${error.code as ErrorCode}.description`, { ns: "errors" })
          : error instanceof Error
            ? error.message
            : String(error);
        update({ status: "invalid", message, issues: error instanceof ApiError ? [...error.issues] : [] });
        if (!showErrorToast(error))
          toast({ variant: "error", title: t("resumes.import.failed"), description: message });
      }
    },
    [t, i18n, clearFailureToast],
  );

  useEffect(() => () => running.current?.abort(), []);

  return { state, run, reset };
}
