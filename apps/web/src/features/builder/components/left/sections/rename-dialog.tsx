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

/** A section's new name; a blank one is refused with a message and what was typed stays. */
export function RenameDialog({
  open,
  onOpenChange,
  name,
  onRename,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onRename: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === "") return setError(t("builder.sections.nameRequired"));
    onRename(value);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValue(name);
          setError(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t("builder.itemDialog.close")}>
        <DialogHeader>
          <DialogTitle>{t("builder.sections.renameTitle", { name })}</DialogTitle>
          <DialogDescription>{t("builder.sections.renameHint")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field label={t("builder.sections.nameLabel")} error={error}>
            {(props) => (
              <Input {...props} value={value} onChange={(event) => setValue(event.target.value)} autoFocus />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("builder.sections.cancel")}
            </Button>
            <Button type="submit">{t("builder.sections.rename")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
