import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { keepMine, takeTheirs } from "../hooks/use-autosave";
import { useBuilderStore } from "../store/builder-store";

/**
 * After a stale save: the user's edits stay on screen and nothing is saved until they choose. Loading
 * theirs is one undo step, so even that choice can be taken back.
 */
export function ConflictNotice({
  title,
  onKeepMine,
  onTakeTheirs,
}: {
  /** "This … was changed elsewhere", naming the kind of document. */
  title: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="border-b bg-background p-2">
      <Alert variant="warning" role="alert" className="items-start py-3">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{t("builder.conflict.description")}</AlertDescription>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" onClick={onKeepMine}>
            {t("builder.conflict.keepMine")}
          </Button>
          <Button size="sm" variant="outline" onClick={onTakeTheirs}>
            {t("builder.conflict.takeTheirs")}
          </Button>
        </div>
      </Alert>
    </div>
  );
}

/** The resume's conflict, while there is one. */
export function ConflictBanner() {
  const { t } = useTranslation();
  const conflict = useBuilderStore((state) => state.conflict);
  if (!conflict) return null;
  return (
    <ConflictNotice title={t("builder.conflict.title")} onKeepMine={keepMine} onTakeTheirs={takeTheirs} />
  );
}
