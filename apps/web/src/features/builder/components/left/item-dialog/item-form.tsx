import type { ResumeData } from "@vitae/schema";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { issueMessage, localizedResolver } from "@/lib/validation-messages";
import { useBuilderStore } from "../../../store/builder-store";
import { type AnyItem, addItem, replaceItem } from "../../../store/section-edits";
import { useBuilderLanguageStore } from "../../../translations/builder-language";
import { itemInLanguage, withItemTranslations } from "../../../translations/item-translations";
import { useItemTranslationNote } from "../../../translations/translation-marker";
import { ItemFieldControl, type ItemFormValues } from "./item-field-control";
import { itemFields, itemKindOf, itemSchemaOf } from "./item-fields";
import { ItemOverrides } from "./item-overrides";

type Props = {
  sectionRef: string;
  sectionName: string;
  mode: "create" | "update";
  item: AnyItem;
  locked: boolean;
  onClose: () => void;
};

/**
 * An item's fields in a dialog, validated by the item's zod schema. Editing an existing item is live: every change
 * the schema accepts reaches the resume and the preview at once (a burst of typing is one undo step); a field the
 * schema refuses shows its message and keeps what was typed, and the dialog does not close until it is fixed or
 * the changes are discarded. A new item is added only by "Add"; closing a half-filled new item asks first. In
 * another of the resume's languages, an existing item's translatable fields show and set that language's texts
 * (a field not translated yet shows the original, and only a field the user changes becomes a translation).
 */
export function ItemForm({ sectionRef, sectionName, mode, item, locked, onClose }: Props) {
  const { t } = useTranslation();
  const kind = itemKindOf(sectionRef);
  const schema = itemSchemaOf(kind);
  const update = useBuilderStore((state) => state.update);
  // Only a variant has overrides to mark; any other resume pays nothing for them.
  const isVariant = useBuilderStore((state) => state.resume?.variantOf !== undefined);
  // The item as it was when the dialog opened (`item` follows the live edits): what "Discard changes" restores,
  // with the translations as they were.
  const [opened] = useState(item);
  const [openedData] = useState(() => useBuilderStore.getState().data);
  const chosenLanguage = useBuilderLanguageStore((state) => state.language);
  const [language] = useState(() =>
    mode === "update" ? itemInLanguage(openedData, chosenLanguage, sectionRef, opened) : null,
  );
  const note = useItemTranslationNote({ sectionRef, itemId: item.id });
  const form = useForm<ItemFormValues>({
    defaultValues: (language?.item ?? opened) as unknown as ItemFormValues,
    // The link's address may stay empty, which its own message says; other fields are named by their label.
    resolver: localizedResolver(schema, (issue, path) =>
      path === "url.href"
        ? t("builder.validation.url")
        : issueMessage(issue, t(`builder.itemDialog.fields.${path}` as "builder.itemDialog.fields.name")),
    ) as never,
    mode: "onTouched",
  });
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // Read while rendering: react-hook-form tracks only the form state a render reads.
  const { isDirty } = form.formState;

  /** The data with the form's item: in another language, its changed texts as translations, the rest shared. */
  const edited = useCallback(
    (data: ResumeData, values: AnyItem) => {
      if (language === null) return replaceItem(data, sectionRef, values);
      const changed = Object.keys(form.formState.dirtyFields).filter((name) =>
        language.translatable.includes(name),
      );
      return withItemTranslations(data, { sectionRef, values, language: language.locale, changed });
    },
    [language, form, sectionRef],
  );

  useEffect(() => {
    if (mode !== "update" || locked) return;
    const subscription = form.watch((values) => {
      const parsed = schema.safeParse(values);
      if (!parsed.success) return;
      update((data) => edited(data, parsed.data as AnyItem), { coalesce: `item:${sectionRef}:${item.id}` });
    });
    return () => subscription.unsubscribe();
  }, [form, schema, mode, locked, update, sectionRef, item.id, edited]);

  const save = form.handleSubmit((values) => {
    const parsed = schema.parse(values) as AnyItem;
    update((data) => (mode === "create" ? addItem(data, sectionRef, parsed) : edited(data, parsed)));
    onClose();
  });

  const discard = () => {
    if (mode === "update")
      update((data) => {
        const restored = replaceItem(data, sectionRef, opened);
        if (language === null) return restored;
        const { translations: _, ...rest } = restored;
        return openedData?.translations === undefined
          ? rest
          : { ...rest, translations: openedData.translations };
      });
    onClose();
  };

  /** Escape, the corner button or a click outside: never loses what was typed. */
  const requestClose = () => {
    if (locked) return onClose();
    if (mode === "create") {
      if (isDirty) setConfirmingDiscard(true);
      else onClose();
      return;
    }
    void save();
  };

  const title =
    mode === "create"
      ? t("builder.itemDialog.createTitle", { section: sectionName })
      : t("builder.itemDialog.updateTitle", { section: sectionName });

  return (
    <Dialog open onOpenChange={(open) => !open && requestClose()}>
      <DialogContent className="max-w-2xl" closeLabel={t("builder.itemDialog.close")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {locked ? t("builder.itemDialog.lockedHint") : t("builder.itemDialog.requiredHint")}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={save}
          className="grid items-start gap-4 sm:grid-cols-2"
          data-item-form={kind}
        >
          {mode === "update" && isVariant && (
            <ItemOverrides
              sectionRef={sectionRef}
              itemId={item.id}
              fieldNames={itemFields[kind].map((field) => field.name)}
              onRevert={(field, value) =>
                form.setValue(field as never, value as never, { shouldDirty: true, shouldValidate: true })
              }
            />
          )}
          {itemFields[kind].map((field) => (
            <ItemFieldControl
              key={field.name}
              field={field}
              control={form.control}
              register={form.register}
              setValue={form.setValue}
              errors={form.formState.errors}
              disabled={locked}
              note={language === null ? undefined : note(field.name, language.source[field.name])}
            />
          ))}
          {confirmingDiscard && (
            <Alert variant="warning" role="alert" className="sm:col-span-2">
              <div className="grid gap-3">
                <p>{t("builder.itemDialog.unsaved")}</p>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="destructive" onClick={onClose}>
                    {t("builder.itemDialog.discardNew")}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setConfirmingDiscard(false)}>
                    {t("builder.itemDialog.keepEditing")}
                  </Button>
                </div>
              </div>
            </Alert>
          )}
          <DialogFooter className="sm:col-span-2">
            {!locked && (
              <Button variant="outline" onClick={discard}>
                {mode === "create" ? t("builder.itemDialog.cancel") : t("builder.itemDialog.discard")}
              </Button>
            )}
            {!locked && (
              <Button type="submit">
                {mode === "create" ? t("builder.itemDialog.create") : t("builder.itemDialog.done")}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
