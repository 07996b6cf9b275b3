import {
  ExternalImportResultSchema,
  type ImportResumeInput,
  ImportSourcesSchema,
  type Resume,
  ResumeSchema,
} from "@vitae/schema";
import { api } from "@/lib/api-client";

export const importSourcesKey = ["resume", "import", "sources"] as const;

export function getImportSources() {
  return api.get("/resume/import/sources", ImportSourcesSchema);
}

/**
 * The learning platform's refresh token, if the page can read it: a cookie of the platform's on a shared parent
 * domain named like refreshToken or Authorization. Without one the server looks at the cookies it received.
 */
export function platformTokenFromCookies(cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(";")) {
    const [name = "", ...rest] = pair.trim().split("=");
    const value = decodeURIComponent(rest.join("="));
    if (/refreshToken|Authorization/i.test(name) && value !== "") return value;
  }
  return undefined;
}

/** The platform's profile for the LPU Resume (`resume`) or Coach LMS (`profile`) import. */
export async function fetchPlatformProfile(kind: "resume" | "profile") {
  const refreshToken = platformTokenFromCookies();
  const path = kind === "resume" ? "/auth/importLpuUserData" : "/auth/importUserData";
  const { data } = await api.post(
    path,
    ExternalImportResultSchema,
    refreshToken === undefined ? {} : { refreshToken },
  );
  return data;
}

export async function fetchLinkedinProfile(url: string) {
  const { data } = await api.post("/resume/import/linkedin-profile", ExternalImportResultSchema, { url });
  return data;
}

export function importResume(input: ImportResumeInput): Promise<Resume> {
  return api.post("/resume/import", ResumeSchema, input);
}
