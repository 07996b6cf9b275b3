import type { Resume, ResumeLanguageChoice } from "@vitae/schema";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LogoMark } from "@/components/logo";
import { SiteHeader } from "@/components/site-header";
import { ThemeToggle } from "@/components/theme-toggle";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "../hooks/use-document-title";
import { DownloadPdfButton } from "./download-pdf-button";
import { OtherFormatsMenu } from "./other-formats-menu";
import { ResumeLanguageMenu } from "./resume-language-menu";

/** The name a public resume goes by: the one on the resume, else its owner's. */
export const publicResumeName = (resume: Resume): string =>
  resume.data.basics.name.trim() || resume.user?.name || resume.title;

/**
 * A public resume: the person's name and headline (the resume's own title is the owner's label for it, not
 * something to show visitors), a Download PDF button and a menu of the other formats unless the owner turned
 * `downloads` off, the rendered resume (`preview`, framed by the caller) and a link home. When printed by the
 * browser, only the resume remains.
 */
export function PublicResumeView({
  resume,
  preview,
  downloads,
  language,
}: {
  resume: Resume;
  preview: ReactNode;
  downloads: boolean;
  /** The language shown, when the server said (a resume in several languages offers them all). */
  language?: ResumeLanguageChoice | undefined;
}) {
  const { t } = useTranslation();
  const name = publicResumeName(resume);
  const headline = resume.data.basics.headline.trim();
  // The page's own address names the owner; a resume shown elsewhere carries its owner.
  const username = useParams().username ?? resume.user?.username;
  useDocumentTitle(headline ? t("public.documentTitle", { name, title: headline }) : name);
  // Downloads follow the language shown; a resume in one language needs no `lang`.
  const lang = language !== undefined && language.available.length > 1 ? language.shown : undefined;

  return (
    <div className="flex min-h-dvh flex-col print:block print:min-h-0">
      <div className="print:hidden">
        <SiteHeader>
          <ThemeToggle />
        </SiteHeader>
      </div>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 sm:py-10 print:m-0 print:max-w-none print:p-0">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4 print:hidden">
          <div className="min-w-0" lang={language?.shown} dir="auto">
            <h1 className="text-2xl font-semibold tracking-tight text-balance break-words">{name}</h1>
            {headline && <p className="mt-1 text-muted-foreground text-balance break-words">{headline}</p>}
          </div>
          {downloads && (
            <div className="flex flex-wrap gap-2">
              <DownloadPdfButton
                id={resume.id}
                filename={`${resume.slug}.pdf`}
                {...(lang === undefined ? {} : { lang })}
              />
              {username && (
                <OtherFormatsMenu
                  username={username}
                  slug={resume.slug}
                  {...(lang === undefined ? {} : { lang })}
                />
              )}
            </div>
          )}
        </div>
        {language !== undefined && <ResumeLanguageMenu language={language} />}
        {/* The resume is scaled to the width there is, edge to edge on phones (pinch to zoom reads it closer):
            a page wider than the screen would make the visitor scroll sideways through every line. */}
        <section aria-label={t("public.resumeRegion", { name })} className="-mx-4 sm:mx-0 print:m-0">
          {preview}
        </section>
      </main>
      <footer className="border-t print:hidden">
        <div className="mx-auto flex max-w-4xl justify-center px-4 py-6 sm:px-6">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 rounded-md text-sm text-muted-foreground hover:text-foreground"
          >
            <LogoMark className="size-5" />
            {t("public.madeWith", { appName: t("common.appName") })}
          </Link>
        </div>
      </footer>
    </div>
  );
}
