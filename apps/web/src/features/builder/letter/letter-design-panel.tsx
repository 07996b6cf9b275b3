import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type TemplateId, templateIds } from "@vitae/schema";
import { Copy, FileDown, History, LayoutTemplate, Link2, Link2Off } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { formatRelativeTime, useNow } from "@/lib/relative-time";
import { saveFile } from "@/lib/save-file";
import { toast } from "@/lib/toast";
import { PanelSection } from "../components/panel-section";
import { TextExports } from "../components/right/text-exports";
import {
  createLetterLink,
  getLetterLink,
  getLetterVersions,
  letterExportUrl,
  letterLinkQueryKey,
  letterVersionsQueryKey,
  printLetter,
  restoreLetterVersion,
  revokeLetterLink,
} from "./letter-api";
import { useLetterField, useLetterStore } from "./letter-store";
import { saveLetterNow, takeStoredLetter } from "./use-letter-autosave";

/** The template: the linked resume's (the letter follows it as it changes) unless the letter picks its own. */
function TemplateChoice() {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const [design, setDesign] = useLetterField("design");
  const resumeTemplate = useLetterStore((state) => state.letter?.look?.metadata.template);
  return (
    <PanelSection icon={LayoutTemplate} title={t("letters.builder.sections.template")}>
      <div className="grid gap-2">
        <Label htmlFor={id}>{t("letters.builder.template.label")}</Label>
        <NativeSelect
          id={id}
          aria-describedby={hintId}
          value={design.template ?? ""}
          onChange={(event) => {
            const { template: _template, ...rest } = design;
            const chosen = event.target.value as TemplateId | "";
            setDesign(chosen === "" ? rest : { ...rest, template: chosen });
          }}
        >
          <option value="">
            {t("letters.builder.template.follow", {
              template: t(`builder.template.names.${resumeTemplate ?? templateIds[0]}`),
            })}
          </option>
          {templateIds.map((template) => (
            <option key={template} value={template}>
              {t(`builder.template.names.${template}`)}
            </option>
          ))}
        </NativeSelect>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("letters.builder.template.hint")}
        </p>
      </div>
    </PanelSection>
  );
}

const expiryDays = [7, 30, 90] as const;

/** A private, revocable link to the letter's PDF, until a chosen day; the link is shown once. */
function PrivateLink({ letterId }: { letterId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { expiry: useId(), url: useId() };
  const [days, setDays] = useState<number>(30);
  const [created, setCreated] = useState<string | null>(null);
  const status = useQuery({ queryKey: letterLinkQueryKey(letterId), queryFn: () => getLetterLink(letterId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: letterLinkQueryKey(letterId) });
  const create = useMutation({
    mutationFn: () => createLetterLink(letterId, new Date(Date.now() + days * 86_400_000).toISOString()),
    onSuccess: (link) => {
      setCreated(link.url);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => revokeLetterLink(letterId),
    onSuccess: () => {
      setCreated(null);
      toast({ title: t("letters.share.revoked") });
      void refresh();
    },
  });
  const expiresAt = status.data?.expiresAt ?? null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(iso));

  return (
    <PanelSection icon={Link2} title={t("letters.builder.sections.share")}>
      <p className="text-sm text-muted-foreground">{t("letters.share.description")}</p>
      <p role="status" className="text-sm">
        {expiresAt === null
          ? t("letters.share.none")
          : t("letters.share.activeUntil", { date: date(expiresAt) })}
      </p>
      {created !== null && (
        <div className="grid gap-2">
          <Label htmlFor={ids.url}>{t("letters.share.shownOnce")}</Label>
          <div className="flex gap-2">
            <Input
              id={ids.url}
              readOnly
              value={created}
              dir="ltr"
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant="outline"
              size="icon"
              aria-label={t("letters.share.copy")}
              title={t("letters.share.copy")}
              onClick={() =>
                void navigator.clipboard
                  .writeText(created)
                  .then(() => toast({ variant: "success", title: t("letters.share.copied") }))
              }
            >
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.expiry}>{t("letters.share.expiry")}</Label>
          <NativeSelect
            id={ids.expiry}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            fitContent
          >
            {expiryDays.map((count) => (
              <option key={count} value={count}>
                {new Intl.NumberFormat(i18n.language, {
                  style: "unit",
                  unit: "day",
                  unitDisplay: "long",
                }).format(count)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <Link2 aria-hidden />}
          {t("letters.share.create")}
        </Button>
        {expiresAt !== null && (
          <Button variant="outline" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            <Link2Off aria-hidden />
            {t("letters.share.revoke")}
          </Button>
        )}
      </div>
    </PanelSection>
  );
}

/** The letter's PDF from the server's printer, and Word, Markdown and plain text; waiting edits are saved first. */
function LetterExports({ letterId, title }: { letterId: string; title: string }) {
  const { t } = useTranslation();
  const pdf = useMutation({
    mutationFn: async () => {
      await saveLetterNow();
      return printLetter(letterId);
    },
    meta: { errorToast: false },
    onSuccess: ({ url }) => saveFile(url, `${title}.pdf`),
    onError: (error) =>
      toast({ variant: "error", title: t("letters.builder.pdfFailed"), description: error.message }),
  });
  return (
    <PanelSection icon={FileDown} title={t("letters.builder.sections.export")}>
      <Button onClick={() => pdf.mutate()} disabled={pdf.isPending} aria-busy={pdf.isPending}>
        {pdf.isPending ? <Spinner /> : <FileDown aria-hidden />}
        {t("letters.builder.pdf")}
      </Button>
      <TextExports
        urlOf={(format) => letterExportUrl(letterId, format)}
        saveFirst={saveLetterNow}
        hint={null}
      />
    </PanelSection>
  );
}

/** What the letter said before: each kept version, restorable (one undo step brings back what was there). */
function Versions({ letterId }: { letterId: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const updatedAt = useLetterStore((state) => state.letter?.updatedAt);
  const versions = useQuery({
    queryKey: [...letterVersionsQueryKey(letterId), updatedAt],
    queryFn: () => getLetterVersions(letterId),
  });
  const restore = useMutation({
    mutationFn: async (versionId: string) => {
      await saveLetterNow();
      return restoreLetterVersion(letterId, versionId);
    },
    onSuccess: (letter) => {
      takeStoredLetter(letter);
      toast({ variant: "success", title: t("letters.versions.restored") });
    },
  });
  return (
    <PanelSection icon={History} title={t("letters.builder.sections.versions")}>
      {versions.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("letters.versions.empty")}</p>
      )}
      {versions.data && versions.data.length > 0 && (
        <ul className="grid gap-1">
          {versions.data.map((version) => {
            const time = formatRelativeTime(version.savedAt, now, i18n.language);
            return (
              <li
                key={version.id}
                className="flex items-center justify-between gap-2 rounded-md px-2 py-1 hover:bg-muted"
              >
                <span className="min-w-0 truncate text-sm">
                  <time dateTime={version.savedAt}>{time}</time>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t("letters.versions.restoreLabel", { time })}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(version.id)}
                >
                  {t("letters.versions.restore")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </PanelSection>
  );
}

/** The letter builder's right panel: template, private link, export, versions. */
export function LetterDesignPanel() {
  const letterId = useLetterStore((state) => state.letter?.id);
  const title = useLetterStore((state) => state.letter?.title ?? "letter");
  if (!letterId) return null;
  return (
    <>
      <TemplateChoice />
      <PrivateLink letterId={letterId} />
      <LetterExports letterId={letterId} title={title} />
      <Versions letterId={letterId} />
    </>
  );
}
