import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  getInitials,
  type Reauthentication,
  type UpdateUserInput,
  UpdateUserInputSchema,
  type UpdateUserRequest,
  type User,
} from "@vitae/schema";
import { BadgeCheck, CircleAlert, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PictureUploadButton } from "@/components/pictures/components/picture-upload-button";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { updateUser } from "../api/update-user";
import { setCurrentUser } from "../session";
import { useValidationMessage } from "../validation";
import { ReauthDialog } from "./reauth-dialog";
import { ResendVerificationButton } from "./verify-email-panel";

const ProfileFormSchema = UpdateUserInputSchema.pick({ name: true, username: true, email: true });

function EmailStatus({ verified }: { verified: boolean }) {
  const { t } = useTranslation("account");
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2 py-0.5 text-xs font-medium text-green-800 dark:text-green-300">
      <BadgeCheck aria-hidden className="size-3.5" />
      {t("account.verified")}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/10 px-2 py-0.5 text-xs font-medium text-amber-700 dark:text-amber-400">
      <CircleAlert aria-hidden className="size-3.5" />
      {t("account.unverified")}
    </span>
  );
}

function ProfileView({ user, onEdit }: { user: User; onEdit: () => void }) {
  const { t } = useTranslation("account");
  const rows = [
    { label: t("account.name"), value: user.name },
    { label: t("account.username"), value: user.username },
  ];
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        {rows.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
            <dd className="text-sm break-all">{value}</dd>
          </div>
        ))}
        <dt className="text-sm font-medium text-muted-foreground">{t("account.email")}</dt>
        <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="break-all">{user.email}</span>
          <EmailStatus verified={user.emailVerified} />
          {!user.emailVerified && <ResendVerificationButton variant="link" />}
        </dd>
      </dl>
      <div>
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden />
          {t("account.edit")}
        </Button>
      </div>
    </div>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation("account");
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const [pendingChange, setPendingChange] = useState<UpdateUserRequest | null>(null);
  const form = useForm({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: { name: user.name, username: user.username, email: user.email },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: updateUser,
    onSuccess: (updated, request) => {
      setCurrentUser(queryClient, updated);
      if (request.email) {
        toast({
          variant: "info",
          title: t("account.emailChangedTitle"),
          description: t("account.emailChangedDescription", { email: updated.email }),
        });
      } else {
        toast({ variant: "success", title: t("account.savedTitle") });
      }
      setPendingChange(null);
      onDone();
    },
  });

  const onSubmit = ({ name, username, email }: UpdateUserInput) => {
    const change: UpdateUserRequest = {};
    if (name !== undefined && name !== user.name) change.name = name;
    if (username !== undefined && username !== user.username) change.username = username;
    if (email !== undefined && email !== user.email) change.email = email;
    if (Object.keys(change).length === 0) {
      onDone();
      return;
    }
    // A new address must be confirmed by the person who owns the account (re-authentication).
    if (change.email) setPendingChange(change);
    else mutation.mutate(change);
  };

  const confirmEmailChange = (proof: Reauthentication) =>
    pendingChange ? mutation.mutateAsync({ ...pendingChange, ...proof }) : Promise.resolve();

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:max-w-md">
        <Field label={t("account.name")} error={message(errors.name?.message)}>
          {(control) => <Input {...control} {...form.register("name")} autoComplete="name" />}
        </Field>
        <Field label={t("account.username")} error={message(errors.username?.message)}>
          {(control) => (
            <Input
              {...control}
              {...form.register("username")}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Field
          label={t("account.email")}
          error={message(errors.email?.message)}
          hint={t("account.emailHint")}
        >
          {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending && <Spinner />}
            {t("common.save")}
          </Button>
          <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
            {t("common.cancel")}
          </Button>
        </div>
      </form>
      {/* Outside the form: a submit inside the dialog's own form would bubble to this one through the portal. */}
      <ReauthDialog
        user={user}
        open={pendingChange !== null}
        onOpenChange={(open) => {
          if (!open) setPendingChange(null);
        }}
        title={t("account.confirmEmailTitle")}
        description={t("account.confirmEmailDescription", { email: pendingChange?.email ?? "" })}
        confirmLabel={t("account.confirmEmailSubmit")}
        onConfirm={confirmEmailChange}
      />
    </>
  );
}

/** The profile picture: upload a new one (stored by the server, then set on the account) or remove it. */
function PictureActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (picture: string | null) => updateUser({ picture }),
    onSuccess: (updated) => {
      setCurrentUser(queryClient, updated);
      toast({ variant: "success", title: updated.picture ? t("pictures.saved") : t("pictures.removed") });
    },
  });

  return (
    <div className="flex flex-wrap gap-2">
      <PictureUploadButton size="sm" disabled={change.isPending} onUploaded={(url) => change.mutate(url)} />
      {user.picture && (
        <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate(null)}>
          {change.isPending ? <Spinner /> : <Trash2 aria-hidden />}
          {t("pictures.remove")}
        </Button>
      )}
    </div>
  );
}

/**
 * Account: picture, name, username and e-mail, read-only with a verified indicator; "Edit" opens
 * a form. The picture can be uploaded or removed at any time.
 */
export function AccountSettings({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const [editing, setEditing] = useState(false);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar
          src={user.picture}
          initials={getInitials(user.name)}
          alt={t("account.pictureAlt", { name: user.name })}
          className="size-16 text-xl"
        />
        <div className="grid gap-2">
          <div className="grid gap-0.5">
            <p className="font-medium">{user.name}</p>
            <p className="text-sm text-muted-foreground">@{user.username}</p>
          </div>
          <PictureActions user={user} />
        </div>
      </div>
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileView user={user} onEdit={() => setEditing(true)} />
      )}
    </div>
  );
}
