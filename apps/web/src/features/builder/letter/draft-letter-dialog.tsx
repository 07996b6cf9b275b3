import { useMutation, useQuery } from "@tanstack/react-query";
import { type LetterDraft, type LetterTone, letterTones } from "@vitae/schema";
import { CircleCheck, Sparkles, TriangleAlert } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAiCapabilities } from "@/components/ai/hooks/use-ai-capabilities";
import { Button } from "@/components/ui/button";
import { ChoiceSelect } from "@/components/ui/choice-select";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { jobDescriptionsQuery } from "../api/job-descriptions";
import { draftLetter } from "./letter-api";
import { useLetterStore } from "./letter-store";
import { saveLetterNow } from "./use-letter-autosave";

/** Wraps every occurrence of each phrase in the element's text in a <mark>, so the writer sees where it is. */
export function markPhrases(root: HTMLElement, phrases: readonly string[]): void {
  const wanted = phrases.map((phrase) => phrase.trim()).filter((phrase) => phrase !== "");
  if (wanted.length === 0) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    let node: Text | null = text;
    while (node) {
      const value: string = node.data;
      const hits = wanted
        .map((phrase) => ({ phrase, at: value.indexOf(phrase) }))
        .filter((hit) => hit.at >= 0)
        .sort((a, b) => a.at - b.at);
      const first = hits[0];
      if (!first) break;
      const match = node.splitText(first.at);
      const rest = match.splitText(first.phrase.length);
      const mark = document.createElement("mark");
      mark.className =
        "rounded-sm bg-amber-200 px-0.5 text-amber-950 dark:bg-amber-400/30 dark:text-amber-100";
      match.replaceWith(mark);
      mark.append(match);
      node = rest;
    }
  }
}

/** The draft as it would print, with what the resume does not back up marked. */
function DraftPreview({ draft, label }: { draft: LetterDraft; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The body is the server's sanitised HTML (the templates' allow-list).
    element.innerHTML = draft.body;
    markPhrases(element, draft.unsupported);
  }, [draft]);
  return (
    <section
      ref={ref}
      aria-label={label}
      className="max-h-72 overflow-y-auto rounded-md border bg-muted/30 p-3 text-sm leading-relaxed [&_p+p]:mt-2"
    />
  );
}

function DraftCheck({ draft }: { draft: LetterDraft }) {
  const { t } = useTranslation();
  if (draft.source === "template") {
    return <p className="text-sm text-muted-foreground">{t("letters.draft.template")}</p>;
  }
  if (draft.unsupported.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {t("letters.draft.clean")}
      </p>
    );
  }
  return (
    <div className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-700 dark:text-amber-400" />
        {t("letters.draft.checkTitle")}
      </p>
      <ul className="mt-1 list-disc ps-8">
        {draft.unsupported.map((phrase) => (
          <li key={phrase}>{t("letters.draft.notInResume", { phrase })}</li>
        ))}
      </ul>
    </div>
  );
}

/** The form: the job (pasted, or one saved with the resume) and the tone; then the draft to accept or not. */
function DraftForm({
  letterId,
  resumeId,
  onDone,
}: {
  letterId: string;
  resumeId: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const ids = { job: useId(), saved: useId(), tone: useId() };
  const [jobDescription, setJobDescription] = useState("");
  const [tone, setTone] = useState<LetterTone>("formal");
  const saved = useQuery({ ...jobDescriptionsQuery(resumeId ?? ""), enabled: resumeId !== null }).data ?? [];
  const update = useLetterStore((state) => state.update);
  const draft = useMutation({
    mutationFn: async () => {
      // The server drafts from what it holds: the linked resume as saved.
      await saveLetterNow();
      return draftLetter(letterId, { jobDescription, tone });
    },
  });
  const accept = (body: string) => {
    // One undo step: Undo brings back the body as it was before the draft.
    update((content) => ({ ...content, data: { ...content.data, body } }));
    onDone();
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        draft.mutate();
      }}
    >
      {resumeId === null && (
        <p role="note" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-2 text-sm">
          {t("letters.draft.needsResume")}
        </p>
      )}
      {saved.length > 0 && (
        <div className="grid gap-2">
          <Label htmlFor={ids.saved}>{t("letters.draft.saved")}</Label>
          <ChoiceSelect
            id={ids.saved}
            defaultValue=""
            onChange={(event) => {
              const chosen = saved.find((job) => job.id === event.target.value);
              if (chosen) setJobDescription(chosen.text);
            }}
            none={t("letters.draft.savedNone")}
            choices={saved.map((entry) => ({ value: entry.id, label: entry.name }))}
          />
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={ids.job}>{t("letters.draft.jobDescription")}</Label>
        <textarea
          id={ids.job}
          required
          rows={5}
          value={jobDescription}
          onChange={(event) => setJobDescription(event.target.value)}
          className="w-full min-w-0 resize-y rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("letters.draft.tone")}</legend>
        <div className="flex flex-wrap gap-2">
          {letterTones.map((option) => (
            <label
              key={option}
              className={cn(
                "inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                tone === option && "border-primary bg-primary/10",
              )}
            >
              <input
                type="radio"
                name={ids.tone}
                value={option}
                checked={tone === option}
                onChange={() => setTone(option)}
                className="accent-primary"
              />
              {t(`letters.draft.tones.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t("letters.draft.failed")}
        </p>
      )}
      {draft.data && (
        <div className="grid gap-3" aria-live="polite">
          <DraftPreview draft={draft.data} label={t("letters.draft.preview")} />
          <DraftCheck draft={draft.data} />
        </div>
      )}
      <DialogFooter>
        <Button
          type="submit"
          variant={draft.data ? "outline" : "primary"}
          disabled={draft.isPending || jobDescription.trim() === ""}
        >
          {draft.isPending ? <Spinner /> : <Sparkles aria-hidden />}
          {t(draft.data ? "letters.draft.regenerate" : "letters.draft.generate")}
        </Button>
        {draft.data && (
          <Button type="button" onClick={() => draft.data && accept(draft.data.body)}>
            {t("letters.draft.accept")}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

/** "Draft with AI" (or, without a model, a fill-in letter): opens the draft dialog; nothing changes until accepted. */
export function DraftLetterButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ai = useAiCapabilities().improve;
  const letterId = useLetterStore((state) => state.letter?.id);
  const resumeId = useLetterStore((state) => state.content?.resumeId ?? null);
  const label = t(ai ? "letters.draft.openAi" : "letters.draft.openTemplate");
  if (!letterId) return null;
  return (
    <>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        <Sparkles aria-hidden />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("common.close")} className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t("letters.draft.title")}</DialogTitle>
            <DialogDescription>{t("letters.draft.description")}</DialogDescription>
          </DialogHeader>
          {open && <DraftForm letterId={letterId} resumeId={resumeId} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
