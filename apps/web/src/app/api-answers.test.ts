import { QueryClient } from "@tanstack/react-query";
import { sampleResumeData } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAiCapabilities } from "../components/ai/api/get-ai-capabilities";
import { requestPrompt } from "../components/ai/api/request-prompt";
import { uploadPicture } from "../components/pictures/api/upload-picture";
import { changePassword } from "../features/auth/api/change-password";
import { coachIntegration } from "../features/auth/api/coach-integration";
import { deleteUser } from "../features/auth/api/delete-user";
import { disableTwoFactor } from "../features/auth/api/disable-two-factor";
import { enableTwoFactor } from "../features/auth/api/enable-two-factor";
import { forgotPassword } from "../features/auth/api/forgot-password";
import { captchaSettingsQuery } from "../features/auth/api/get-captcha-settings";
import { login } from "../features/auth/api/login";
import { logout } from "../features/auth/api/logout";
import { register } from "../features/auth/api/register";
import { resendVerificationEmail } from "../features/auth/api/resend-verification-email";
import { resetPassword } from "../features/auth/api/reset-password";
import { setupTwoFactor } from "../features/auth/api/setup-two-factor";
import { updateUser } from "../features/auth/api/update-user";
import { verifyBackupCode } from "../features/auth/api/verify-backup-code";
import { verifyEmail } from "../features/auth/api/verify-email";
import { verifyTwoFactor } from "../features/auth/api/verify-two-factor";
import { getStatistics } from "../features/builder/api/get-statistics";
import { getTemplateAvailability } from "../features/builder/api/get-template-availability";
import { getPublicResume } from "../features/public/api/get-public-resume";
import { createResume } from "../features/resumes/api/create-resume";
import { deleteResume } from "../features/resumes/api/delete-resume";
import { duplicateResume } from "../features/resumes/api/duplicate-resume";
import { getResume } from "../features/resumes/api/get-resume";
import { getResumePreview } from "../features/resumes/api/get-resume-preview";
import { getResumes } from "../features/resumes/api/get-resumes";
import { lockResume } from "../features/resumes/api/lock-resume";
import { updateLocale } from "../features/settings/api/update-locale";
import { INVALID_RESPONSE } from "../lib/api-client";
import { printResume } from "../lib/print-resume";
import { updateResume } from "../lib/update-resume";
import { makeResume } from "../test/make-resume";

const id = "0194f7c2-7e1a-7000-8000-0000000000c1";
const resume = makeResume({ id, data: sampleResumeData });
const proof = { password: "secret1" };

/** Every call the web app makes, with arguments that pass its own validation. */
const calls: Record<string, () => Promise<unknown>> = {
  getAiCapabilities: () => getAiCapabilities(),
  requestPrompt: () => requestPrompt({ action: "improve", text: "Hello" }),
  uploadPicture: () => uploadPicture(new File([new Uint8Array([1])], "me.png", { type: "image/png" })),
  changePassword: () => changePassword({ currentPassword: "secret1", newPassword: "secret2" }),
  coachIntegration: () => coachIntegration("token"),
  deleteUser: () => deleteUser(proof),
  disableTwoFactor: () => disableTwoFactor(proof),
  enableTwoFactor: () => enableTwoFactor({ code: "123456" }),
  forgotPassword: () => forgotPassword({ email: "ada@example.com" }),
  captchaSettings: () => new QueryClient().fetchQuery({ ...captchaSettingsQuery, retry: false }),
  login: () => login({ identifier: "ada", password: "secret1" }),
  logout: () => logout(new QueryClient()),
  register: () =>
    register({
      name: "Ada",
      username: "ada",
      email: "ada@example.com",
      password: "secret1",
      locale: "en-US",
    }),
  resendVerificationEmail: () => resendVerificationEmail(),
  resetPassword: () => resetPassword({ token: "t", password: "secret1" }),
  setupTwoFactor: () => setupTwoFactor(),
  updateUser: () => updateUser({ name: "Ada" }),
  verifyBackupCode: () => verifyBackupCode({ code: "abcdefghij" }),
  verifyEmail: () => verifyEmail("token"),
  verifyTwoFactor: () => verifyTwoFactor({ code: "123456" }),
  getStatistics: () => getStatistics(id),
  getTemplateAvailability: () => getTemplateAvailability(),
  getPublicResume: () => getPublicResume({ username: "ada", slug: "cv" }),
  createResume: () => createResume({ title: "T", slug: "t", visibility: "private" }),
  deleteResume: () => deleteResume(id),
  duplicateResume: () => duplicateResume({ id, title: "T", slug: "t" }),
  getResume: () => getResume(id),
  getResumePreview: () => getResumePreview(id),
  getResumes: () => getResumes(),
  lockResume: () => lockResume({ id, set: true }),
  updateResume: () => updateResume(resume),
  updateLocale: () => updateLocale("en-US"),
  printResume: () => printResume(id),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("every answer is checked at the client boundary", () => {
  it.each(Object.keys(calls))(
    "%s: an answer of the wrong shape is an InvalidResponse error",
    async (name) => {
      // Answers 200 with a JSON body no route gives (the AI's "message" of the wrong type included).
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => Response.json({ message: 42, views: "many", unexpected: true }, { status: 200 })),
      );
      vi.spyOn(console, "error").mockImplementation(() => {});
      await expect(calls[name]?.()).rejects.toMatchObject({ code: INVALID_RESPONSE });
    },
  );
});
