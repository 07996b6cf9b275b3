import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiKey, type ApiKeyScope, apiKeyNameMaxLength, apiKeyScopes } from "@vitae/schema";
import { KeyRound, Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { toast } from "@/lib/toast";
import { apiKeysQuery, createApiKey, revokeApiKey } from "../api/api-keys";
import { CopyButton } from "./copy-button";

const expiries = { never: 0, days30: 30, days90: 90, year: 365 } as const;
type Expiry = keyof typeof expiries;

const dayMs = 86_400_000;

/** The i18n key of a scope's label: `resumes:read` → `resumes-read` (a colon would split the key). */
const scopeKey = (scope: ApiKeyScope) =>
  `apiKeys.scopes.${scope.replace(":", "-")}` as "apiKeys.scopes.print";

/** Settings → API keys: create one (name, scopes, expiry; its secret shown once), the list, revoking. */
export function ApiKeysSettings() {
  const { t } = useTranslation("account");
  const keys = useQuery(apiKeysQuery());

  return (
    <div className="grid gap-4">
      <div>
        <CreateApiKeyDialog />
      </div>
      {keys.data?.length === 0 && <p className="text-sm text-muted-foreground">{t("apiKeys.empty")}</p>}
      {keys.data && keys.data.length > 0 && (
        <ul aria-label={t("apiKeys.listLabel")} className="grid divide-y rounded-lg border">
          {keys.data.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation("account");
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(apiKey.id),
    onSuccess: async () => {
      setConfirming(false);
      toast({ variant: "success", title: t("apiKeys.revoke.success", { name: apiKey.name }) });
      await queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });
    },
  });

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex items-center gap-2 font-medium break-words">
          <KeyRound aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {apiKey.name}
        </p>
        <p className="flex flex-wrap gap-1.5">
          {apiKey.scopes.map((scope) => (
            <span key={scope} className="rounded-md border bg-muted px-1.5 py-0.5 text-xs">
              {t(scopeKey(scope))}
            </span>
          ))}
        </p>
        <p className="text-muted-foreground">
          {t("apiKeys.createdOn", { date: date(apiKey.createdAt) })} ·{" "}
          {apiKey.expiresAt === null
            ? t("apiKeys.neverExpires")
            : t("apiKeys.expires", { date: date(apiKey.expiresAt) })}
        </p>
        <p className="text-muted-foreground">
          {apiKey.lastUsedAt === null
            ? t("apiKeys.neverUsed")
            : t("apiKeys.lastUsed", { date: date(apiKey.lastUsedAt), address: apiKey.lastUsedIp ?? "" })}
        </p>
      </div>
      <Button variant="outline" className="shrink-0" onClick={() => setConfirming(true)}>
        {t("apiKeys.revoke.action")}
        <span className="sr-only"> {apiKey.name}</span>
      </Button>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>{t("apiKeys.revoke.title", { name: apiKey.name })}</AlertDialogTitle>
          <AlertDialogDescription>{t("apiKeys.revoke.description")}</AlertDialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogCancel asChild>
              <Button variant="outline">{t("common.cancel")}</Button>
            </AlertDialogCancel>
            <Button variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              {t("apiKeys.revoke.confirm")}
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function CreateApiKeyDialog() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const scopesId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["resumes:read"]);
  const [expiry, setExpiry] = useState<Expiry>("days90");
  const [secret, setSecret] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (created) => {
      setSecret(created.key);
      await queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });
    },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // The secret goes with the dialog: it is never shown again.
      setSecret(null);
      setName("");
      setScopes(["resumes:read"]);
      setExpiry("days90");
      create.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = expiries[expiry];
    create.mutate({
      name: name.trim(),
      scopes,
      ...(days === 0 ? {} : { expiresAt: new Date(Date.now() + days * dayMs).toISOString() }),
    });
  };

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((entry) => entry !== scope)));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          {t("apiKeys.create.action")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")}>
        {secret === null ? (
          <form className="grid gap-4" onSubmit={submit}>
            <DialogHeader>
              <DialogTitle>{t("apiKeys.create.title")}</DialogTitle>
              <DialogDescription>{t("apiKeys.create.description")}</DialogDescription>
            </DialogHeader>
            <Field label={t("apiKeys.create.name")}>
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  required
                  maxLength={apiKeyNameMaxLength}
                  onChange={(event) => setName(event.target.value)}
                />
              )}
            </Field>
            <fieldset className="grid gap-2" aria-describedby={`${scopesId}-hint`}>
              <legend className="mb-1 text-sm font-medium">{t("apiKeys.create.scopes")}</legend>
              {apiKeyScopes.map((scope) => (
                <label key={scope} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={scopes.includes(scope)}
                    onChange={(event) => toggle(scope, event.target.checked)}
                  />
                  {t(scopeKey(scope))}
                </label>
              ))}
              <p id={`${scopesId}-hint`} className="text-xs text-muted-foreground">
                {t("apiKeys.create.scopesHint")}
              </p>
            </fieldset>
            <Field label={t("apiKeys.create.expiry")}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={expiry}
                  onChange={(event) => setExpiry(event.target.value as Expiry)}
                >
                  {(Object.keys(expiries) as Expiry[]).map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`apiKeys.create.expiries.${choice}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <DialogFooter>
              <Button type="submit" disabled={create.isPending || scopes.length === 0 || name.trim() === ""}>
                {t("apiKeys.create.submit")}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("apiKeys.created.title")}</DialogTitle>
              <DialogDescription>{t("apiKeys.created.description")}</DialogDescription>
            </DialogHeader>
            <Field label={t("apiKeys.created.keyLabel")}>
              {(control) => (
                <Input
                  {...control}
                  readOnly
                  value={secret}
                  className="font-mono"
                  onFocus={(event) => event.target.select()}
                />
              )}
            </Field>
            <DialogFooter>
              <CopyButton text={secret} label={t("apiKeys.created.copy")} />
              <Button onClick={() => onOpenChange(false)}>{t("common.done")}</Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
