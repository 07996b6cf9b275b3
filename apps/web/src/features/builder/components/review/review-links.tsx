import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isSupportedLocale, type ReviewLink, reviewLimits } from "@vitae/schema";
import { Copy, Link2, Mail, UserRoundPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { create } from "zustand";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { NativeSelect } from "@/components/ui/select";
import { languagesByOwnName } from "@/lib/language-names";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import {
  createReviewLink,
  inviteReviewer,
  reviewKeys,
  reviewLinksQuery,
  revokeReviewLink,
} from "../../api/reviews";
import { useIsLocked } from "../../hooks/use-resume-field";
import { ConfirmDialog } from "../confirm-dialog";
import { PanelSection } from "../panel-section";

/** How long a new link lasts, in days; "never" keeps it until it is revoked. */
export const expiryChoices = ["7", "30", "90", "never"] as const;
type Expiry = (typeof expiryChoices)[number];

const dayMs = 24 * 60 * 60_000;
const languageOptions = languagesByOwnName();

/**
 * The addresses of the links made while the builder is open: the server keeps only a hash of a link's secret, so
 * an address can be shown (and copied) only by the page that made it.
 */
const useCreatedUrls = create<Record<string, string>>(() => ({}));

const copyText = async (text: string, done: string, failed: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: "success", title: done });
  } catch {
    toast({ variant: "error", title: failed });
  }
};

function CreateLinkForm({ resumeId, disabled }: { resumeId: string; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState<Expiry>("30");
  const [password, setPassword] = useState("");
  // "7 days" in the interface's language, plural rules included.
  const days = new Intl.NumberFormat(i18n.language, { style: "unit", unit: "day", unitDisplay: "long" });
  const create = useMutation({
    mutationFn: () =>
      createReviewLink(resumeId, {
        name: name.trim(),
        ...(expiry === "never"
          ? {}
          : { expiresAt: new Date(Date.now() + Number(expiry) * dayMs).toISOString() }),
        ...(password === "" ? {} : { password }),
      }),
    onSuccess: async (created) => {
      useCreatedUrls.setState({ [created.id]: created.url });
      setName("");
      setPassword("");
      toast({ variant: "success", title: t("builder.review.linkCreated") });
      await queryClient.invalidateQueries({ queryKey: reviewKeys.links(resumeId) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== "") create.mutate();
  };

  return (
    <form className="grid gap-3" onSubmit={submit}>
      <Field label={t("builder.review.linkName")} hint={t("builder.review.linkNameHint")}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={reviewLimits.linkName}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("builder.review.expiry")}>
          {(control) => (
            <NativeSelect
              {...control}
              value={expiry}
              onChange={(event) => setExpiry(event.target.value as Expiry)}
            >
              {expiryChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === "never" ? t("builder.review.expiryNever") : days.format(Number(choice))}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label={t("builder.review.linkPassword")}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              maxLength={reviewLimits.password}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={disabled || create.isPending || name.trim() === ""}>
          <Link2 aria-hidden />
          {t("builder.review.createLink")}
        </Button>
      </div>
    </form>
  );
}

function InviteForm({ resumeId, link, onDone }: { resumeId: string; link: ReviewLink; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState("");
  const [language, setLanguage] = useState(i18n.language);
  const invite = useMutation({
    mutationFn: () =>
      inviteReviewer(resumeId, link.id, {
        email: email.trim(),
        ...(isSupportedLocale(language) ? { language } : {}),
      }),
    onSuccess: ({ to }) => {
      toast({ variant: "success", title: t("builder.review.invited", { email: to }) });
      onDone();
    },
  });
  return (
    <form
      className="grid gap-3 rounded-md bg-muted/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate();
      }}
    >
      <Field label={t("builder.review.inviteEmail")}>
        {(control) => (
          <Input
            {...control}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field label={t("builder.review.inviteLanguage")}>
        {(control) => (
          <NativeSelect {...control} value={language} onChange={(event) => setLanguage(event.target.value)}>
            {languageOptions.map((option) => (
              <option key={option.locale} value={option.locale} lang={option.locale}>
                {option.ownName}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={invite.isPending || email.trim() === ""}>
          <Mail aria-hidden />
          {t("builder.review.sendInvite")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t("builder.confirm.cancel")}
        </Button>
      </div>
    </form>
  );
}

function LinkRow({ resumeId, link, locked }: { resumeId: string; link: ReviewLink; locked: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const urlId = useId();
  const url = useCreatedUrls((state) => state[link.id]);
  const [inviting, setInviting] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeReviewLink(resumeId, link.id),
    onSuccess: () => {
      toast({ title: t("builder.review.revoked", { name: link.name }) });
      return queryClient.invalidateQueries({ queryKey: reviewKeys.links(resumeId) });
    },
  });
  const date = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(value));
  const expired = link.expiresAt !== null && new Date(link.expiresAt).getTime() <= Date.now();
  const live = link.revokedAt === null && !expired;
  const facts = [
    t("builder.review.created", { date: date(link.createdAt) }),
    link.expiresAt === null
      ? t("builder.review.noExpiry")
      : t(expired ? "builder.review.expired" : "builder.review.expires", { date: date(link.expiresAt) }),
    t("builder.review.openComments", { count: link.openComments }),
  ];

  return (
    <li className={cn("grid gap-2 rounded-lg border p-3", !live && "bg-muted/40")}>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate text-sm font-medium">{link.name}</span>
          <span className="text-xs text-muted-foreground">{facts.join(" · ")}</span>
        </div>
        {link.revokedAt !== null && (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {t("builder.review.revokedBadge")}
          </span>
        )}
        {link.hasPassword && live && (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {t("builder.sharing.passwordLabel")}
          </span>
        )}
      </div>
      {live && url !== undefined && (
        <div className="flex gap-2">
          <label htmlFor={urlId} className="sr-only">
            {t("builder.review.linkAddress", { name: link.name })}
          </label>
          <Input id={urlId} readOnly dir="ltr" value={url} onFocus={(event) => event.target.select()} />
          <Button
            variant="outline"
            size="icon"
            aria-label={t("builder.review.copyLink", { name: link.name })}
            title={t("builder.review.copyLink", { name: link.name })}
            onClick={() => copyText(url, t("builder.sharing.copied"), t("builder.sharing.copyFailed"))}
          >
            <Copy aria-hidden />
          </Button>
        </div>
      )}
      {live && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={inviting}
            disabled={locked}
            onClick={() => setInviting((open) => !open)}
          >
            <UserRoundPlus aria-hidden />
            {t("builder.review.invite")}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="ms-auto text-destructive hover:text-destructive"
            disabled={revoke.isPending}
            onClick={() => setConfirmRevoke(true)}
          >
            {t("builder.review.revoke")}
          </Button>
        </div>
      )}
      {live && inviting && <InviteForm resumeId={resumeId} link={link} onDone={() => setInviting(false)} />}
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title={t("builder.review.revokeTitle", { name: link.name })}
        description={t("builder.review.revokeDescription")}
        confirm={t("builder.review.revoke")}
        onConfirm={() => revoke.mutate()}
      />
    </li>
  );
}

/**
 * Ask for review: private links to the resume, each named for who it is for, with an expiry and an optional
 * password; the list with when each was made, when it ends and its open threads; copy a new link's address,
 * mail it to a reviewer, or revoke it (it stops working at once).
 */
export function ReviewLinks({ resumeId }: { resumeId: string }) {
  const { t } = useTranslation();
  const locked = useIsLocked();
  const links = useQuery({ ...reviewLinksQuery(resumeId), enabled: resumeId !== "" });
  const newestFirst = [...(links.data ?? [])].reverse();

  return (
    <PanelSection icon={UserRoundPlus} title={t("builder.review.askTitle")}>
      <p className="text-sm text-muted-foreground">{t("builder.review.askHint")}</p>
      <CreateLinkForm resumeId={resumeId} disabled={locked} />
      {newestFirst.length > 0 && (
        <ul className="grid gap-2">
          {newestFirst.map((link) => (
            <LinkRow key={link.id} resumeId={resumeId} link={link} locked={locked} />
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
