import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { exportFormatIcons, exportFormats, publicExportUrl, saveExport } from "@/lib/resume-exports";

/**
 * The public resume in Word, Markdown or plain text, beside its PDF, in the language it shows: the server names
 * each file.
 */
export function OtherFormatsMenu({
  username,
  slug,
  lang,
}: {
  username: string;
  slug: string;
  lang?: string;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          {t("public.download.otherFormats")}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {exportFormats.map((format) => {
          const Icon = exportFormatIcons[format];
          return (
            <DropdownMenuItem
              key={format}
              onSelect={() => saveExport(publicExportUrl(username, slug, format, lang))}
            >
              <Icon aria-hidden />
              {t(`exportFormats.${format}`)}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
