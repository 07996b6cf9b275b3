import { type Experience, htmlToLine } from "@vitae/schema";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { requestPrompt } from "@/components/ai/api/request-prompt";
import { useAiCapabilities } from "@/components/ai/hooks/use-ai-capabilities";
import { Button } from "@/components/ui/button";
import { WordDiff } from "@/components/word-diff/word-diff";
import { useBuilderStore } from "../../../store/builder-store";

/** Jobs asked about at most per click: each is one AI request, within the helper's per-minute limit. */
const maxJobs = 6;

type Suggestion = { itemId: string; job: string; before: string; after: string } & (
  | { state: "ready" }
  | { state: "failed"; message: string }
);

const jobName = (item: Experience) => [item.position, item.company].filter(Boolean).join(", ");

/**
 * With an AI model: the jobs' descriptions rephrased with the missing keywords, from facts already there (the
 * server's prompt insists), each shown as a word diff to accept — one undo step each — or dismiss.
 */
export function KeywordSuggestions({ keywords }: { keywords: string[] }) {
  const { t } = useTranslation();
  const capabilities = useAiCapabilities();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [asking, setAsking] = useState(false);
  if (capabilities.offline || keywords.length === 0) return null;

  const ask = async () => {
    const jobs = (useBuilderStore.getState().data?.sections.experience.items ?? [])
      .filter((item) => item.visible && htmlToLine(item.summary).trim() !== "")
      .slice(0, maxJobs);
    setAsking(true);
    const answers = await Promise.all(
      jobs.map(async (item): Promise<Suggestion> => {
        const base = { itemId: item.id, job: jobName(item), before: item.summary };
        try {
          const after = await requestPrompt({
            action: "keywords",
            keywords: keywords.slice(0, 20),
            text: item.summary,
          });
          return { ...base, after, state: "ready" };
        } catch (error) {
          return { ...base, after: item.summary, state: "failed", message: (error as Error).message };
        }
      }),
    );
    setSuggestions(answers);
    setAsking(false);
  };

  const dismiss = (itemId: string) =>
    setSuggestions((current) => current.filter((entry) => entry.itemId !== itemId));
  const accept = (suggestion: Suggestion) => {
    const { endEditBurst, update } = useBuilderStore.getState();
    endEditBurst();
    update((data) => ({
      ...data,
      sections: {
        ...data.sections,
        experience: {
          ...data.sections.experience,
          items: data.sections.experience.items.map((item) =>
            // Only if the job still says what the suggestion was made from: never overwrite a newer edit.
            item.id === suggestion.itemId && item.summary === suggestion.before
              ? { ...item, summary: suggestion.after }
              : item,
          ),
        },
      },
    }));
    endEditBurst();
    dismiss(suggestion.itemId);
  };

  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-medium">{t("builder.jobMatch.ai.title")}</h3>
      <p className="text-xs text-muted-foreground">{t("builder.jobMatch.ai.hint")}</p>
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={asking}
        onClick={() => void ask()}
      >
        <Sparkles aria-hidden />
        {asking ? t("builder.jobMatch.ai.asking") : t("builder.jobMatch.ai.suggest")}
      </Button>
      <ul className="grid gap-3" aria-live="polite">
        {suggestions.map((suggestion) => (
          <li
            key={suggestion.itemId}
            className="grid gap-2 rounded-md border p-3"
            data-testid="keyword-suggestion"
          >
            <p className="text-sm font-medium">{suggestion.job}</p>
            {suggestion.state === "failed" ? (
              <p className="text-sm text-destructive">
                {t("builder.jobMatch.ai.failed", { message: suggestion.message })}
              </p>
            ) : suggestion.after === suggestion.before ? (
              <p className="text-sm text-muted-foreground">{t("builder.jobMatch.ai.unchanged")}</p>
            ) : (
              <WordDiff
                before={htmlToLine(suggestion.before)}
                after={htmlToLine(suggestion.after)}
                labels={{ added: t("builder.jobMatch.ai.added"), removed: t("builder.jobMatch.ai.removed") }}
              />
            )}
            <div className="flex gap-2">
              {suggestion.state === "ready" && suggestion.after !== suggestion.before ? (
                <Button size="sm" onClick={() => accept(suggestion)}>
                  {t("builder.jobMatch.ai.accept")}
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={() => dismiss(suggestion.itemId)}>
                {t("builder.jobMatch.ai.dismiss")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
