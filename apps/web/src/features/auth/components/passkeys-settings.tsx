import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Passkey, passkeyNameMaxLength, type Reauthentication, type User } from "@vitae/schema";
import { Fingerprint, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeysQuery,
  removePasskey,
  renamePasskey,
} from "../api/passkeys";
import { createPasskeyCredential, isPasskeyCancel, passkeysSupported } from "../passkey-ceremony";
import { ReauthDialog } from "./reauth-dialog";

/** Settings → Passkeys: add one (named, then the browser's dialog), the list with last use, rename, remove. */
export function PasskeysSettings({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const passkeys = useQuery(passkeysQuery());
  const supported = passkeysSupported();

  return (
    <div className="grid gap-4">
      {supported ? (
        <div>
          <AddPasskeyDialog />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("passkeys.unsupported")}</p>
      )}
      {passkeys.data?.length === 0 && <p className="text-sm text-muted-foreground">{t("passkeys.empty")}</p>}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul aria-label={t("passkeys.listLabel")} className="grid divide-y rounded-lg border">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} user={user} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PasskeyRow({ passkey, user }: { passkey: Passkey; user: User }) {
  const { t, i18n } = useTranslation("account");
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey });
  const remove = useMutation({
    mutationFn: (proof: Reauthentication) => removePasskey(passkey.id, proof),
    onSuccess: async () => {
      setRemoving(false);
      toast({ variant: "success", title: t("passkeys.remove.success", { name: passkey.name }) });
      await refresh();
    },
  });

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          <Fingerprint aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {passkey.name}
          {passkey.synced && (
            <span className="rounded-md border bg-muted px-1.5 py-0.5 text-xs font-normal">
              {t("passkeys.synced")}
            </span>
          )}
        </p>
        <p className="text-muted-foreground">
          {t("passkeys.addedOn", { date: date(passkey.createdAt) })} ·{" "}
          {passkey.lastUsedAt === null
            ? t("passkeys.neverUsed")
            : t("passkeys.lastUsed", { date: date(passkey.lastUsedAt) })}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" onClick={() => setRenaming(true)}>
          {t("passkeys.rename.action")}
          <span className="sr-only"> {passkey.name}</span>
        </Button>
        <Button variant="outline" onClick={() => setRemoving(true)}>
          {t("passkeys.remove.action")}
          <span className="sr-only"> {passkey.name}</span>
        </Button>
      </div>
      <NameDialog
        open={renaming}
        onOpenChange={setRenaming}
        title={t("passkeys.rename.title")}
        description={t("passkeys.rename.description")}
        submitLabel={t("passkeys.rename.submit")}
        initialName={passkey.name}
        onSubmit={async (name) => {
          await renamePasskey(passkey.id, name);
          setRenaming(false);
          toast({ variant: "success", title: t("passkeys.rename.success", { name }) });
          await refresh();
        }}
      />
      <ReauthDialog
        user={user}
        open={removing}
        onOpenChange={setRemoving}
        title={t("passkeys.remove.title", { name: passkey.name })}
        description={t("passkeys.remove.description")}
        confirmLabel={t("passkeys.remove.confirm")}
        destructive
        onConfirm={remove.mutateAsync}
      />
    </li>
  );
}

/** Asks for a name; `onSubmit` does the work, and a failure keeps the dialog open (the error is toasted). */
function NameDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initialName,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  initialName: string;
  onSubmit: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation("account");
  const [name, setName] = useState(initialName);
  const save = useMutation({ mutationFn: onSubmit });
  // Each opening starts from the current name.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(initialName);
      save.reset();
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(name.trim());
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={t("common.close")}>
        <form className="grid gap-4" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <Field label={t("passkeys.name")}>
            {(control) => (
              <Input
                {...control}
                value={name}
                required
                autoFocus
                maxLength={passkeyNameMaxLength}
                placeholder={t("passkeys.namePlaceholder")}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <Button type="submit" disabled={save.isPending || name.trim() === ""}>
              {save.isPending && <Spinner />}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function AddPasskeyDialog() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        {t("passkeys.add.action")}
      </Button>
      <NameDialog
        open={open}
        onOpenChange={setOpen}
        title={t("passkeys.add.title")}
        description={t("passkeys.add.description")}
        submitLabel={t("passkeys.add.submit")}
        initialName=""
        onSubmit={async (name) => {
          let response: Awaited<ReturnType<typeof createPasskeyCredential>>;
          try {
            response = await createPasskeyCredential(await passkeyRegistrationOptions());
          } catch (error) {
            if (!isPasskeyCancel(error)) throw error;
            toast({ title: t("passkeys.cancelled") });
            return;
          }
          await addPasskey({ name, response });
          setOpen(false);
          toast({ variant: "success", title: t("passkeys.add.success", { name }) });
          await queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey });
        }}
      />
    </>
  );
}
