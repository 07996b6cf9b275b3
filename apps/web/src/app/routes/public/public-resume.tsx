import { useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  useLoaderData,
  useParams,
  useRevalidator,
  useRouteError,
} from "react-router";
import { ArtboardFrame } from "@/features/artboard/components/artboard-frame";
import { getPublicResume } from "@/features/public/api/get-public-resume";
import { PublicPasswordPrompt } from "@/features/public/components/public-password-prompt";
import { PublicResumeView, publicResumeName } from "@/features/public/components/public-resume-view";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { NotFoundPage } from "../not-found";
import { RootErrorBoundary } from "../root-layout";

/**
 * A private or unknown resume is "not found" at the address the visitor opened, not a silent trip home.
 * Anything else (the server unreachable) is a real error, shown by the error page with a reload.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  try {
    return await getPublicResume({
      username: params.username ?? "",
      slug: params.slug ?? "",
      lang: new URL(request.url).searchParams.get("lang"),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    // Protected by a password: the page asks for it, then loads the resume again.
    if (error instanceof ApiError && error.code === "ResumePasswordRequired") {
      return { passwordRequired: true } as const;
    }
    throw error;
  }
}

export function Component() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const params = useParams();
  const revalidator = useRevalidator();
  if ("passwordRequired" in loaded) {
    return (
      <PublicPasswordPrompt
        username={params.username ?? ""}
        slug={params.slug ?? ""}
        onUnlocked={() => revalidator.revalidate()}
      />
    );
  }
  const resume = loaded;
  return (
    <PublicResumeView
      resume={resume}
      downloads={resume.downloadsAllowed}
      language={resume.language}
      preview={
        <ArtboardFrame
          src={paths.artboardPreview}
          data={resume.data}
          title={t("public.previewTitle", { name: publicResumeName(resume) })}
          fitHeight
          printable
        />
      }
    />
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage description={t("public.notFound")} />;
  }

  return <RootErrorBoundary />;
}
