import type { ReviewAuthor } from "@vitae/schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** Asks a reviewer for the name their comments go under, and optionally an e-mail to hear of replies. */
export function IdentityForm({
  initial,
  onSave,
}: {
  initial: ReviewAuthor | null;
  onSave: (identity: ReviewAuthor) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? "");
  const [email, setEmail] = useState(initial?.email ?? "");
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    onSave({ name: name.trim(), ...(trimmed === "" ? {} : { email: trimmed }) });
  };
  return (
    <form onSubmit={save} className="grid gap-3" aria-labelledby="review-identity-title">
      <div className="grid gap-1">
        <h2 id="review-identity-title" className="font-semibold">
          {t("review.identity.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("review.identity.description")}</p>
      </div>
      <Field label={t("review.identity.name")}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={80}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label={t("review.identity.email")}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={name.trim() === ""}>
        {t("review.identity.save")}
      </Button>
    </form>
  );
}
