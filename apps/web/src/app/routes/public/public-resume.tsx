import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import { ArtboardFrame } from "../../../features/artboard/components/artboard-frame";
import { getPublicResume } from "../../../features/public/api/get-public-resume";
import { PublicResumeView, publicResumeName } from "../../../features/public/components/public-resume-view";

/** Spec §8: a private, unknown or unreachable resume sends the visitor home. */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    return await getPublicResume({ username: params.username ?? "", slug: params.slug ?? "" });
  } catch {
    throw redirect("/");
  }
}

export function Component() {
  const { t } = useTranslation();
  const resume = useLoaderData<typeof loader>();
  return (
    <PublicResumeView
      resume={resume}
      preview={
        <ArtboardFrame
          src="/artboard/preview"
          data={resume.data}
          title={t("public.previewTitle", { name: publicResumeName(resume) })}
          fitHeight
          printable
        />
      }
    />
  );
}
