import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ResumeData, type ReviewAuthor, reviewLimits } from "@vitae/schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { createReviewComment, reviewLinkKeys } from "../api/review-link";
import { anchorFor, type CommentTarget } from "../lib/anchor";
import type { PickedWords } from "../lib/frame-selection";
import { reportError } from "../lib/report-error";
import { textareaClass } from "./textarea";

/**
 * A new comment: what it is about (picked in the resume, or chosen from the list, so the keyboard reaches every
 * item), the words it quotes, the comment, and optionally the words the reviewer would write instead.
 */
export function CommentComposer({
  token,
  data,
  author,
  targets,
  picked,
  onPickedChange,
}: {
  token: string;
  data: ResumeData;
  author: ReviewAuthor;
  targets: readonly CommentTarget[];
  picked: PickedWords | null;
  onPickedChange: (picked: PickedWords | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [suggesting, setSuggesting] = useState(false);
  const [replacement, setReplacement] = useState("");
  const itemId = picked?.itemId ?? "";
  const quote = picked?.quote ?? "";
  const anchor = itemId === "" ? undefined : anchorFor(data, { itemId, quote, fieldHint: picked?.fieldHint });
  const quoteError = itemId !== "" && anchor === undefined ? t("review.composer.quoteMissing") : undefined;
  const canSuggest = anchor !== undefined && anchor.quote !== "";

  const create = useMutation({
    mutationFn: () => {
      if (anchor === undefined) throw new Error("no anchor");
      return createReviewComment(token, {
        author,
        anchor,
        text,
        ...(suggesting && canSuggest ? { suggestion: replacement } : {}),
      });
    },
    onSuccess: async () => {
      setText("");
      setReplacement("");
      setSuggesting(false);
      onPickedChange(null);
      toast({ variant: "success", title: t("review.composer.added") });
      await queryClient.invalidateQueries({ queryKey: reviewLinkKeys.comments(token) });
    },
    onError: reportError,
    meta: { errorToast: false },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (anchor !== undefined && text.trim() !== "") create.mutate();
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-labelledby="review-composer-title">
      <h2 id="review-composer-title" className="font-semibold">
        {t("review.composer.title")}
      </h2>
      <Field label={t("review.composer.target")}>
        {(control) => (
          <select
            {...control}
            className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
            value={itemId}
            onChange={(event) =>
              onPickedChange(event.target.value === "" ? null : { itemId: event.target.value, quote: "" })
            }
          >
            <option value="">{t("review.composer.choose")}</option>
            {targets.map((target) => (
              <option key={target.itemId} value={target.itemId}>
                {target.label === target.section ? target.label : `${target.section}: ${target.label}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("review.composer.quote")} hint={t("review.composer.quoteHint")} error={quoteError}>
        {(control) => (
          <Input
            {...control}
            value={quote}
            maxLength={reviewLimits.quote}
            disabled={itemId === ""}
            onChange={(event) => onPickedChange({ itemId, quote: event.target.value })}
          />
        )}
      </Field>
      <Field label={t("review.composer.text")}>
        {(control) => (
          <textarea
            {...control}
            className={textareaClass}
            required
            maxLength={reviewLimits.text}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className="flex items-center gap-2">
        <Switch
          id="review-suggest"
          checked={suggesting && canSuggest}
          disabled={!canSuggest}
          onCheckedChange={setSuggesting}
        />
        <Label htmlFor="review-suggest">{t("review.composer.suggest")}</Label>
      </div>
      {suggesting && canSuggest ? (
        <Field label={t("review.composer.replacement")}>
          {(control) => (
            <Input
              {...control}
              maxLength={reviewLimits.suggestion}
              value={replacement}
              onChange={(event) => setReplacement(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Button type="submit" disabled={anchor === undefined || text.trim() === "" || create.isPending}>
        {t("review.composer.submit")}
      </Button>
    </form>
  );
}
