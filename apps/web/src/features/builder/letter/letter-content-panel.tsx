import { useQuery } from "@tanstack/react-query";
import { ResumeSchema } from "@vitae/schema";
import { Link2, Mail, PenLine, Trash2, UserRound } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PictureUploadButton } from "@/components/pictures/components/picture-upload-button";
import { RichTextEditor } from "@/components/rich-text/rich-text-editor";
import { Button } from "@/components/ui/button";
import { ChoiceSelect } from "@/components/ui/choice-select";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api-client";
import { PanelSection } from "../components/panel-section";
import { DraftLetterButton } from "./draft-letter-dialog";
import { LetterTextArea, LetterTextField } from "./letter-fields";
import { useLetterField, useLetterStore } from "./letter-store";

/** The resumes a letter can be linked to (titles only are shown). */
export const resumeChoicesQuery = {
  queryKey: ["letter", "resume-choices"] as const,
  queryFn: () => api.get("/resume", ResumeSchema.array()),
};

/** Which resume the letter goes with: its sender block and design come from it. Linking is one undo step. */
function LinkedResume() {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const resumeId = useLetterStore((state) => state.content?.resumeId ?? null);
  const update = useLetterStore((state) => state.update);
  const resumes = useQuery(resumeChoicesQuery).data ?? [];
  return (
    <PanelSection icon={Link2} title={t("letters.builder.sections.resume")}>
      <div className="grid gap-2">
        <Label htmlFor={id}>{t("letters.fields.resume")}</Label>
        <ChoiceSelect
          id={id}
          aria-describedby={hintId}
          value={resumeId ?? ""}
          onChange={(event) => {
            const next = event.target.value === "" ? null : event.target.value;
            update((content) => ({ ...content, resumeId: next }));
          }}
          none={t("letters.fields.noResume")}
          choices={resumes.map((entry) => ({ value: entry.id, label: entry.title }))}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t("letters.fields.resumeHint")}
        </p>
      </div>
      <DraftLetterButton />
    </PanelSection>
  );
}

function Recipient() {
  const { t } = useTranslation();
  return (
    <PanelSection icon={UserRound} title={t("letters.builder.sections.recipient")}>
      <LetterTextField path="recipient.name" label={t("letters.builder.recipient.name")} autoComplete="off" />
      <LetterTextField
        path="recipient.title"
        label={t("letters.builder.recipient.title")}
        autoComplete="off"
      />
      <LetterTextField
        path="recipient.organisation"
        label={t("letters.builder.recipient.organisation")}
        autoComplete="off"
      />
      <LetterTextArea path="recipient.address" label={t("letters.builder.recipient.address")} />
    </PanelSection>
  );
}

function Body() {
  const { t } = useTranslation();
  const [body, setBody] = useLetterField("body");
  const locked = useLetterStore((state) => state.letter?.locked ?? true);
  return (
    <PanelSection icon={Mail} title={t("letters.builder.sections.letter")}>
      <LetterTextField path="date" label={t("letters.builder.date")} type="date" className="max-w-48" />
      <LetterTextField path="subject" label={t("letters.builder.subject")} />
      <LetterTextField
        path="greeting"
        label={t("letters.builder.greeting")}
        placeholder={t("letters.builder.greetingPlaceholder")}
      />
      <div className="grid gap-2">
        <span className="text-sm font-medium">{t("letters.builder.body")}</span>
        <RichTextEditor
          value={body}
          onChange={setBody}
          aria-label={t("letters.builder.body")}
          disabled={locked}
        />
      </div>
      <LetterTextField
        path="closing"
        label={t("letters.builder.closing")}
        placeholder={t("letters.builder.closingPlaceholder")}
      />
    </PanelSection>
  );
}

function Signature() {
  const { t } = useTranslation();
  const [image, setImage] = useLetterField("signature.image");
  const [name] = useLetterField("signature.name");
  return (
    <PanelSection icon={PenLine} title={t("letters.builder.sections.signature")}>
      <LetterTextField path="signature.name" label={t("letters.builder.signatureName")} autoComplete="name" />
      <div className="grid gap-2">
        <span className="text-sm font-medium">{t("letters.builder.signatureImage")}</span>
        {image !== "" && (
          <div className="flex items-center gap-3 rounded-md border bg-white p-2">
            <img src={image} alt={name} className="max-h-14 max-w-40 object-contain" />
            <Button
              variant="ghost"
              size="icon"
              className="ms-auto"
              aria-label={t("letters.builder.removeSignature")}
              title={t("letters.builder.removeSignature")}
              onClick={() => setImage("")}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
        <PictureUploadButton
          onUploaded={setImage}
          label={t("pictures.upload")}
          className="justify-self-start"
        />
      </div>
    </PanelSection>
  );
}

/** The letter builder's left panel: the linked resume (and drafting), the recipient, the letter, the signature. */
export function LetterContentPanel() {
  return (
    <>
      <LinkedResume />
      <Recipient />
      <Body />
      <Signature />
    </>
  );
}
