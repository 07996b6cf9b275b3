import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { keepMine, takeTheirs } from "../hooks/use-autosave";
import { useBuilderStore } from "../store/builder-store";

/**
 * After a ResumeConflict: the user's edits stay on screen and nothing is saved until they choose. Loading
 * theirs is one undo step, so even that choice can be taken back.
 */
export function ConflictBanner() {
  const { t } = useTranslation();
  const conflict = useBuilderStore((state) => state.conflict);
  if (!conflict) return null;

  return (
    <div className="border-b bg-background p-2">
      <Alert variant="warning" role="alert" className="items-start py-3">
        <AlertTitle>{t("builder.conflict.title")}</AlertTitle>
        <AlertDescription>{t("builder.conflict.description")}</AlertDescription>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" onClick={keepMine}>
            {t("builder.conflict.keepMine")}
          </Button>
          <Button size="sm" variant="outline" onClick={takeTheirs}>
            {t("builder.conflict.takeTheirs")}
          </Button>
        </div>
      </Alert>
    </div>
  );
}
