import { Copy, FileDown, Share2, UserRoundPlus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { paths } from "@/lib/paths";
import { printResume } from "@/lib/print-resume";
import { toast } from "@/lib/toast";
import { useBuilderStore } from "../../store/builder-store";
import { PanelSection } from "../panel-section";
import { openReviewPanel } from "../review/review-panel";
import { PublicDownloadsSetting } from "./public-downloads-setting";
import { PublicPasswordSetting } from "./public-password-setting";

/** Where anyone can read a public resume (the public page). */
export const publicResumeUrl = ({ username, slug }: { username: string; slug: string }) =>
  `${window.location.origin}${paths.publicResume({ username, slug })}`;

function PublicLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: "success", title: t("builder.sharing.copied") });
    } catch {
      toast({ variant: "error", title: t("builder.sharing.copyFailed") });
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{t("builder.sharing.link")}</Label>
      <div className="flex gap-2">
        <Input id={inputId} readOnly value={url} onFocus={(e) => e.target.select()} />
        <Button variant="outline" size="icon" aria-label={t("builder.sharing.copy")} onClick={copy}>
          <Copy aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** The print link is the PDF's URL the server answers for a public resume. */
function CopyPrintLink({ resumeId }: { resumeId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const { url } = await printResume(resumeId);
      await navigator.clipboard.writeText(new URL(url, window.location.origin).href);
      toast({ variant: "success", title: t("builder.sharing.printCopied") });
    } catch {
      toast({ variant: "error", title: t("builder.sharing.printCopyFailed") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={copy} disabled={busy}>
      <FileDown aria-hidden />
      {t("builder.sharing.copyPrint")}
    </Button>
  );
}

/**
 * Sharing: private or public; the link (and copying it) only while public; and, whatever the visibility, the way
 * to ask for a review with a private link (the top bar's Share sheet).
 */
export function SharingSection() {
  const { t } = useTranslation();
  const switchId = useId();
  const resume = useBuilderStore((state) => state.resume);
  const setVisibility = useBuilderStore((state) => state.setVisibility);
  if (!resume) return null;
  const isPublic = resume.visibility === "public";
  const username = resume.user?.username;

  return (
    <PanelSection icon={Share2} title={t("builder.sharing.title")}>
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={switchId}>{t("builder.sharing.public")}</Label>
          <p className="text-xs text-muted-foreground">
            {isPublic ? t("builder.sharing.publicHint") : t("builder.sharing.privateHint")}
          </p>
        </div>
        <Switch
          id={switchId}
          checked={isPublic}
          onCheckedChange={(checked) => setVisibility(checked ? "public" : "private")}
        />
      </div>
      {isPublic && username && <PublicLink url={publicResumeUrl({ username, slug: resume.slug })} />}
      {isPublic && <PublicPasswordSetting resumeId={resume.id} />}
      {isPublic && <PublicDownloadsSetting resumeId={resume.id} />}
      {isPublic && <CopyPrintLink resumeId={resume.id} />}
      <Button variant="outline" onClick={() => openReviewPanel()}>
        <UserRoundPlus aria-hidden />
        {t("builder.review.askTitle")}
      </Button>
    </PanelSection>
  );
}
