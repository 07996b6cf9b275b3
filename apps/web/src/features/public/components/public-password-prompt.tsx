import { isErrorCode } from "@vitae/schema";
import { LockKeyhole } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api-client";
import { unlockPublicResume } from "../api/public-password";

/**
 * Asks for a protected resume's password. The server remembers the unlock for this browser session (an httpOnly
 * cookie), so `onUnlocked` only has to load the page again.
 */
export function PublicPasswordPrompt({
  username,
  slug,
  onUnlocked,
}: {
  username: string;
  slug: string;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await unlockPublicResume({ username, slug, password });
      onUnlocked();
    } catch (caught) {
      const code =
        caught instanceof ApiError && isErrorCode(caught.code) ? caught.code : "SomethingWentWrong";
      setError(t(`${code}.description`, { ns: "errors" }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <form
        className="grid w-full max-w-sm gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
        onSubmit={submit}
      >
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-lg font-semibold">
            <LockKeyhole aria-hidden className="size-5" />
            {t("ResumePasswordRequired.title", { ns: "errors" })}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t("ResumePasswordRequired.description", { ns: "errors" })}
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t("public.locked.password")}</Label>
          <PasswordInput
            id={inputId}
            autoComplete="current-password"
            required
            autoFocus
            value={password}
            aria-invalid={error !== undefined}
            aria-describedby={error === undefined ? undefined : errorId}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error !== undefined && (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy || password === ""}>
          {t("public.locked.submit")}
        </Button>
      </form>
    </main>
  );
}
