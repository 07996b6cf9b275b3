import { LockKeyhole } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { showErrorToast } from "@/lib/error-toast";
import { toast } from "@/lib/toast";
import { getPublicPassword, removePublicPassword, setPublicPassword } from "../../api/public-password";

/** The public link's password: set, change or remove it; readers type it before they see the resume. */
export function PublicPasswordSetting({ resumeId }: { resumeId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [isProtected, setIsProtected] = useState<boolean | undefined>(undefined);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    getPublicPassword(resumeId)
      .then((answer) => current && setIsProtected(answer.protected))
      .catch(() => current && setIsProtected(false));
    return () => {
      current = false;
    };
  }, [resumeId]);

  const run = async (change: () => Promise<{ protected: boolean }>, done: string) => {
    setBusy(true);
    try {
      setIsProtected((await change()).protected);
      setPassword("");
      toast({ variant: "success", title: done });
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => setPublicPassword(resumeId, password), t("builder.sharing.passwordSaved"));
  };

  return (
    <form className="grid gap-2" onSubmit={save}>
      <Label htmlFor={inputId} className="flex items-center gap-2">
        <LockKeyhole aria-hidden className="size-4" />
        {t("builder.sharing.passwordLabel")}
      </Label>
      <p id={hintId} className="text-xs text-muted-foreground">
        {isProtected ? t("builder.sharing.passwordOn") : t("builder.sharing.passwordHint")}
      </p>
      <PasswordInput
        id={inputId}
        aria-describedby={hintId}
        autoComplete="new-password"
        minLength={4}
        maxLength={256}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={busy || password.length < 4}>
          {t("builder.sharing.setPassword")}
        </Button>
        {isProtected && (
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            onClick={() => run(() => removePublicPassword(resumeId), t("builder.sharing.passwordRemoved"))}
          >
            {t("builder.sharing.removePassword")}
          </Button>
        )}
      </div>
    </form>
  );
}
