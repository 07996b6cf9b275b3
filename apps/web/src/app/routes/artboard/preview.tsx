import type { ResumeData } from "@vitae/schema";
import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { PreviewArtboard } from "@/features/artboard/components/preview-artboard";
import { getPublicResume } from "@/features/public/api/get-public-resume";

type PreviewLoaderData = { data: ResumeData | null; unavailable: boolean };

/**
 * Opened directly with ?username=&slug=, the preview loads that public resume itself; framed without them
 * (the public page), it waits for the parent to post the resume it already has, so no view is counted twice.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<PreviewLoaderData> {
  const search = new URL(request.url).searchParams;
  const username = search.get("username");
  const slug = search.get("slug");
  if (!username || !slug) return { data: null, unavailable: false };
  try {
    const resume = await getPublicResume({ username, slug });
    return { data: resume.data, unavailable: false };
  } catch {
    return { data: null, unavailable: true };
  }
}

export function Component() {
  const { t } = useTranslation();
  const { data, unavailable } = useLoaderData<typeof loader>();
  if (unavailable) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6 text-center text-muted-foreground">
        <p>{t("artboard.unavailable")}</p>
      </main>
    );
  }
  return <PreviewArtboard initialData={data} />;
}
