import { isErrorCode } from "@vitae/schema";
import { LockKeyhole } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError } from "@/lib/api-client";

/**
 * A page that asks for a password before it shows what it protects: `unlock` asks the server (which remembers
 * the unlock in an httpOnly cookie), then `onUnlocked` loads the page again. A refusal is said in the server's
 * words for its code.
 */
export function PasswordPrompt({
  title,
  description,
  label,
  submit,
  unlock,
  onUnlocked,
}: {
  title: string;
  description: string;
  label: string;
  submit: string;
  unlock: (password: string) => Promise<unknown>;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await unlock(password);
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
        onSubmit={send}
      >
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-lg font-semibold">
            <LockKeyhole aria-hidden className="size-5" />
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{label}</Label>
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
          {submit}
        </Button>
      </form>
    </main>
  );
}
