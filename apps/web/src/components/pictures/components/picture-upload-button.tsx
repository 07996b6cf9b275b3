import { uploadImageTypes } from "@vitae/schema";
import { Upload } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useUploadPicture } from "../hooks/use-upload-picture";

/**
 * A button that picks a picture file and uploads it, busy with a spinner meanwhile; `onUploaded` gets the
 * stored picture's URL. The file input stays hidden (out of the tab order and the accessibility tree); the
 * button opens its file chooser.
 */
export function PictureUploadButton({
  onUploaded,
  label,
  disabled,
  ...props
}: Omit<ButtonProps, "onClick" | "children"> & { onUploaded: (url: string) => void; label?: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture({ onUploaded });
  const text = label ?? t("pictures.upload");

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={uploadImageTypes.join(",")}
        hidden
        aria-label={text}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so choosing the same file again uploads again.
          event.target.value = "";
          if (file) upload.mutate(file);
        }}
      />
      <Button
        variant="outline"
        {...props}
        disabled={disabled || upload.isPending}
        aria-busy={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? <Spinner /> : <Upload aria-hidden />}
        {upload.isPending ? t("pictures.uploading") : text}
      </Button>
    </>
  );
}
