import { pictureAspectRatioPresets, pictureBorderRadiusPresets } from "@vitae/schema";
import { ChevronDown, ImageOff, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PictureUploadButton } from "@/components/pictures/components/picture-upload-button";
import { Button } from "@/components/ui/button";
import { useIsLocked, useResumeField } from "../../hooks/use-resume-field";
import { NumberField, SwitchField, TextField, urlInputProps } from "../fields";

/** The picture as the resume will frame it (ratio and corners), or a placeholder when there is none. */
function PicturePreview() {
  const { t } = useTranslation();
  const [url] = useResumeField("basics.picture.url");
  const [aspectRatio] = useResumeField("basics.picture.aspectRatio");
  const [borderRadius] = useResumeField("basics.picture.borderRadius");
  const [grayscale] = useResumeField("basics.picture.effects.grayscale");
  return (
    <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
      {url ? (
        <img
          src={url}
          alt={t("builder.picture.alt")}
          className="max-h-full max-w-full object-cover"
          style={{ aspectRatio, borderRadius, filter: grayscale ? "grayscale(1)" : undefined, width: "100%" }}
        />
      ) : (
        <ImageOff aria-hidden className="size-6 text-muted-foreground" />
      )}
    </span>
  );
}

/** The picture: upload or link one, then size, ratio, corners and effects. */
export function PictureFields() {
  const { t } = useTranslation();
  const [url, setUrl] = useResumeField("basics.picture.url");
  const locked = useIsLocked();
  const aspectRatioPresets = (["square", "portrait", "horizontal"] as const).map((name) => ({
    label: t(`builder.picture.presets.aspectRatio.${name}`),
    value: pictureAspectRatioPresets[name],
  }));
  const borderRadiusPresets = (["square", "rounded", "circle"] as const).map((name) => ({
    label: t(`builder.picture.presets.borderRadius.${name}`),
    value: pictureBorderRadiusPresets[name],
  }));

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-sm font-medium">{t("builder.picture.title")}</legend>
      <div className="flex items-center gap-4">
        <PicturePreview />
        <div className="flex flex-wrap gap-2">
          <PictureUploadButton size="sm" disabled={locked} onUploaded={setUrl} />
          <Button variant="ghost" size="sm" disabled={!url || locked} onClick={() => setUrl("")}>
            <Trash2 aria-hidden />
            {t("builder.picture.remove")}
          </Button>
        </div>
      </div>
      <TextField path="basics.picture.url" label={t("builder.picture.url")} {...urlInputProps(url, setUrl)} />
      <details className="group rounded-lg border">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
          {t("builder.picture.options")}
          <ChevronDown
            aria-hidden
            className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="grid gap-4 border-t p-3">
          <NumberField
            path="basics.picture.size"
            label={t("builder.picture.size")}
            min={0}
            max={1024}
            step={1}
            unit="px"
            placeholder="128"
          />
          <NumberField
            path="basics.picture.aspectRatio"
            label={t("builder.picture.aspectRatio")}
            min={0.1}
            max={2}
            step={0.05}
            presets={aspectRatioPresets}
          />
          <NumberField
            path="basics.picture.borderRadius"
            label={t("builder.picture.borderRadius")}
            min={0}
            max={9999}
            step={2}
            presets={borderRadiusPresets}
          />
          <SwitchField path="basics.picture.effects.hidden" label={t("builder.picture.hidden")} />
          <SwitchField path="basics.picture.effects.border" label={t("builder.picture.border")} />
          <SwitchField path="basics.picture.effects.grayscale" label={t("builder.picture.grayscale")} />
        </div>
      </details>
    </fieldset>
  );
}
