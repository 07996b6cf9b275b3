import { Download } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { showErrorToast } from "@/lib/error-toast";
import { getPublicDownloads, setPublicDownloads } from "../../api/public-downloads";

/** Whether visitors of the public page may download the resume; the owner always may. */
export function PublicDownloadsSetting({ resumeId }: { resumeId: string }) {
  const { t } = useTranslation();
  const switchId = useId();
  const hintId = useId();
  const [allowed, setAllowed] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    getPublicDownloads(resumeId)
      .then((answer) => current && setAllowed(answer.allowed))
      // Downloads are on unless the owner turned them off: the switch shows that while it cannot ask.
      .catch(() => current && setAllowed(true));
    return () => {
      current = false;
    };
  }, [resumeId]);

  const change = async (next: boolean) => {
    setBusy(true);
    setAllowed(next);
    try {
      setAllowed((await setPublicDownloads(resumeId, next)).allowed);
    } catch (error) {
      setAllowed(!next);
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={switchId} className="flex items-center gap-2">
          <Download aria-hidden className="size-4" />
          {t("builder.sharing.allowDownloads")}
        </Label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {allowed === false ? t("builder.sharing.downloadsOffHint") : t("builder.sharing.downloadsHint")}
        </p>
      </div>
      <Switch
        id={switchId}
        aria-describedby={hintId}
        checked={allowed ?? true}
        disabled={busy || allowed === undefined}
        onCheckedChange={(checked) => void change(checked)}
      />
    </div>
  );
}
