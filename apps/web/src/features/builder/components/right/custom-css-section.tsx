import { Code } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useIsLocked, useResumeField } from "../../hooks/use-resume-field";
import { PanelSection } from "../panel-section";

// CodeMirror and the CSS parser are loaded when the panel is first drawn, not with the builder.
const CssCodeEditor = lazy(() => import("./custom-css/css-code-editor"));
const DroppedRules = lazy(() => import("./custom-css/dropped-rules"));

/** `metadata.css`: the resume's own CSS, live in the preview when shown; what is not allowed is listed. */
export function CustomCssSection() {
  const { t } = useTranslation();
  const [value, setValue] = useResumeField("metadata.css.value");
  const [visible, setVisible] = useResumeField("metadata.css.visible");
  const locked = useIsLocked();
  const labelId = useId();
  const droppedId = useId();
  return (
    <PanelSection
      icon={Code}
      title={t("builder.customCss.title")}
      action={
        <Switch
          checked={visible}
          onCheckedChange={setVisible}
          disabled={locked}
          aria-label={t("builder.customCss.visible")}
          title={t("builder.customCss.visible")}
        />
      }
    >
      <p id={labelId} className="text-sm text-muted-foreground">
        {t("builder.customCss.description")}
      </p>
      <Suspense
        fallback={
          <div className="flex h-40 items-center justify-center rounded-md border">
            <Spinner />
          </div>
        }
      >
        <CssCodeEditor
          value={value}
          onChange={setValue}
          readOnly={locked}
          labelId={labelId}
          describedBy={droppedId}
        />
        <p className="text-xs text-muted-foreground">{t("builder.customCss.keyboard")}</p>
        <DroppedRules css={value} id={droppedId} />
      </Suspense>
    </PanelSection>
  );
}
