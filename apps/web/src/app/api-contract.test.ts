/// <reference types="node" />
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { QueryClient } from "@tanstack/react-query";
import {
  AddPasskeyInputSchema,
  AiPromptInputSchema,
  ApplicationImportInputSchema,
  BackupCodeInputSchema,
  ChangePasswordInputSchema,
  CoachIntegrationInputSchema,
  CreateApiKeyInputSchema,
  CreateApplicationInputSchema,
  CreateLetterInputSchema,
  CreateLetterLinkInputSchema,
  CreateResumeInputSchema,
  CreateReviewCommentSchema,
  CreateReviewLinkSchema,
  CreateReviewReplySchema,
  CreateVariantInputSchema,
  createLetterData,
  DraftLetterInputSchema,
  ForgotPasswordInputSchema,
  ImportResumeInputSchema,
  InviteReviewerSchema,
  JsonPatchSchema,
  LayoutCheckQuerySchema,
  LinkedinProfileImportInputSchema,
  LmsImportInputSchema,
  LockResumeInputSchema,
  LoginInputSchema,
  NameVersionInputSchema,
  PasskeyAssertionInputSchema,
  PublicDownloadsSchema,
  PublicPasswordInputSchema,
  ReauthenticationSchema,
  RegisterInputSchema,
  RenamePasskeyInputSchema,
  ResetPasswordInputSchema,
  ResolveVariantFlagInputSchema,
  SaveJobDescriptionInputSchema,
  sampleResumeData,
  TwoFactorInputSchema,
  UnlockInputSchema,
  UpdateApplicationInputSchema,
  UpdateLetterInputSchema,
  UpdateResumeInputSchema,
  UpdateUserRequestSchema,
  UpdateVariantOverlayInputSchema,
  VerifyEmailQuerySchema,
} from "@vitae/schema";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { getAiCapabilities } from "../components/ai/api/get-ai-capabilities";
import { requestPrompt } from "../components/ai/api/request-prompt";
import { uploadPicture } from "../components/pictures/api/upload-picture";
import {
  applicationsQuery,
  createApplication,
  createCalendarFeed,
  deleteApplication,
  importApplications,
  insightsQuery,
  resumeTitlesQuery,
  revokeCalendarFeed,
  updateApplication,
} from "../features/applications/api/applications";
import { getBrandIcon } from "../features/artboard/api/get-brand-icon";
import { apiKeysQuery, createApiKey, revokeApiKey } from "../features/auth/api/api-keys";
import { changePassword } from "../features/auth/api/change-password";
import { coachIntegration } from "../features/auth/api/coach-integration";
import { deleteUser } from "../features/auth/api/delete-user";
import { disableTwoFactor } from "../features/auth/api/disable-two-factor";
import { enableTwoFactor } from "../features/auth/api/enable-two-factor";
import { forgotPassword } from "../features/auth/api/forgot-password";
import { captchaSettingsQuery } from "../features/auth/api/get-captcha-settings";
import { currentUserQuery } from "../features/auth/api/get-current-user";
import { providersQuery } from "../features/auth/api/get-providers";
import { login } from "../features/auth/api/login";
import { logout } from "../features/auth/api/logout";
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  passkeysQuery,
  removePasskey,
  renamePasskey,
  secondFactorPasskeyOptions,
  signInWithPasskey,
  verifySecondFactorPasskey,
} from "../features/auth/api/passkeys";
import { register } from "../features/auth/api/register";
import { resendVerificationEmail } from "../features/auth/api/resend-verification-email";
import { resetPassword } from "../features/auth/api/reset-password";
import { setupTwoFactor } from "../features/auth/api/setup-two-factor";
import { updateUser } from "../features/auth/api/update-user";
import { verifyBackupCode } from "../features/auth/api/verify-backup-code";
import { verifyEmail } from "../features/auth/api/verify-email";
import { verifyTwoFactor } from "../features/auth/api/verify-two-factor";
import { SIGNED_IN_HINT_COOKIE } from "../features/auth/signed-in-hint";
import { getFontCatalogue } from "../features/builder/api/get-font-catalogue";
import { getLayoutCheck } from "../features/builder/api/get-layout-check";
import { getMachineReading } from "../features/builder/api/get-machine-reading";
import { getStatistics } from "../features/builder/api/get-statistics";
import { getTemplateAvailability } from "../features/builder/api/get-template-availability";
import {
  createJobDescription,
  deleteJobDescription,
  jobDescriptionsQuery,
  updateJobDescription,
} from "../features/builder/api/job-descriptions";
import { getPublicDownloads, setPublicDownloads } from "../features/builder/api/public-downloads";
import {
  getPublicPassword,
  removePublicPassword,
  setPublicPassword,
} from "../features/builder/api/public-password";
import {
  actOnThread,
  createReviewLink,
  deleteThread,
  inviteReviewer,
  replyToThread,
  reviewCommentsQuery,
  reviewLinksQuery,
  revokeReviewLink,
  savedResume,
} from "../features/builder/api/reviews";
import { proposeTranslations } from "../features/builder/api/translate-with-ai";
import {
  getVariant,
  masterQuery,
  resolveVariantFlag,
  saveMasterData,
  saveVariantOverlay,
  variantQuery,
} from "../features/builder/api/variants";
import {
  deleteVersion,
  renameVersion,
  restoreVersion,
  saveNamedVersion,
  versionQuery,
  versionsQuery,
} from "../features/builder/api/versions";
import {
  createLetterLink,
  draftLetter,
  getLetter,
  getLetterLink,
  getLetterVersions,
  restoreLetterVersion,
  revokeLetterLink,
  saveLetter,
} from "../features/builder/letter/letter-api";
import { resumeChoicesQuery } from "../features/builder/letter/letter-content-panel";
import { getPublicResume } from "../features/public/api/get-public-resume";
import { unlockPublicResume } from "../features/public/api/public-password";
import { createResume } from "../features/resumes/api/create-resume";
import { createVariant } from "../features/resumes/api/create-variant";
import { deleteResume } from "../features/resumes/api/delete-resume";
import { duplicateResume } from "../features/resumes/api/duplicate-resume";
import { getResume } from "../features/resumes/api/get-resume";
import { getResumePreview } from "../features/resumes/api/get-resume-preview";
import { getResumes } from "../features/resumes/api/get-resumes";
import {
  createLetter,
  deleteLetter,
  duplicateLetter,
  lettersQuery,
  letterTrash,
  lockLetter,
  renameLetter,
} from "../features/resumes/api/letters";
import { lockResume } from "../features/resumes/api/lock-resume";
import { deleteForever, restoreFromTrash, trashQuery } from "../features/resumes/api/trash";
import {
  fetchLinkedinProfile,
  fetchPlatformProfile,
  getImportSources,
  importResume,
} from "../features/resumes/import/import-api";
import {
  createReviewComment,
  getReviewedResume,
  listReviewComments,
  replyToReviewComment,
  setReviewThreadState,
  unlockReviewLink,
} from "../features/review-link/api/review-link";
import { updateLocale } from "../features/settings/api/update-locale";
import { INVALID_RESPONSE } from "../lib/api-client";
import { printResume } from "../lib/print-resume";
import { patchResume, updateResume } from "../lib/update-resume";
import { makeResume } from "../test/make-resume";

// The web app's side of the API contract: every call it makes asks for an operation the server has, sends a
// body the server's route accepts (parsed with the same shared schema the route declares), and refuses an
// answer of the wrong shape.

const id = "0194f7c2-7e1a-7000-8000-0000000000c1";
const versionId = "0194f7c2-7e1a-7000-8000-0000000000c2";
const letter = {
  id,
  title: "Acme",
  resumeId: null,
  data: createLetterData(),
  look: null,
  locked: false,
  userId: id,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-02T00:00:00.000Z",
};
const resume = makeResume({ id, data: sampleResumeData });
const proof = { password: "secret1" };
/** A review link's secret as the server makes them (43 URL-safe characters). */
const reviewToken = "x".repeat(43);
const job = { name: "Acme, engineer", text: "Rust and SQL" };
const query = <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  new QueryClient().fetchQuery({
    ...(options as Parameters<QueryClient["fetchQuery"]>[0]),
    retry: false,
  }) as T;

/** What the browser hands over after a passkey ceremony (shapes only; the server verifies the bytes). */
const passkeyRegistration = {
  id: "Y3JlZA",
  rawId: "Y3JlZA",
  type: "public-key" as const,
  response: { clientDataJSON: "e30", attestationObject: "oA", transports: ["internal" as const] },
  clientExtensionResults: {},
};
const passkeyAssertion = {
  id: "Y3JlZA",
  rawId: "Y3JlZA",
  type: "public-key" as const,
  response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA", userHandle: "dXNlcg" },
  clientExtensionResults: {},
};

/** The server's duplicate route takes an optional title and slug of the create body (its own schema). */
const DuplicateResumeInputSchema = CreateResumeInputSchema.pick({ title: true, slug: true }).partial();

type Contract = {
  /** The module under src/ that makes the call. */
  module: string;
  /** The operation as the server's OpenAPI document names it: method and path with {parameters}. */
  operation: string;
  call: () => Promise<unknown>;
  /** The schema the server's route parses the JSON body with; "multipart" for a file upload. */
  body?: z.ZodType | "multipart";
  /** The schema the server's route parses the query string with. */
  query?: z.ZodType;
  /** What the call answers instead of failing when the server's answer is unusable (it falls back on purpose). */
  fallback?: unknown;
};

const contracts: Record<string, Contract> = {
  getReviewedResume: {
    module: "features/review-link/api/review-link.ts",
    operation: "GET /api/review/{token}",
    call: () => getReviewedResume(reviewToken),
  },
  unlockReviewLink: {
    module: "features/review-link/api/review-link.ts",
    operation: "POST /api/review/{token}/unlock",
    call: () => unlockReviewLink(reviewToken, "secret1"),
    body: UnlockInputSchema,
  },
  listReviewComments: {
    module: "features/review-link/api/review-link.ts",
    operation: "GET /api/review/{token}/comments",
    call: () => listReviewComments(reviewToken),
  },
  createReviewComment: {
    module: "features/review-link/api/review-link.ts",
    operation: "POST /api/review/{token}/comments",
    call: () =>
      createReviewComment(reviewToken, {
        author: { name: "Coach Carla", email: "carla@example.com" },
        anchor: { itemId: "summary", field: "content", quote: "seven years", start: 30, end: 41 },
        text: "Say which platforms.",
        suggestion: "eight years",
      }),
    body: CreateReviewCommentSchema,
  },
  replyToReviewComment: {
    module: "features/review-link/api/review-link.ts",
    operation: "POST /api/review/{token}/comments/{commentId}/replies",
    call: () =>
      replyToReviewComment(reviewToken, versionId, { author: { name: "Coach Carla" }, text: "Thanks" }),
    body: CreateReviewReplySchema,
  },
  setReviewThreadState: {
    module: "features/review-link/api/review-link.ts",
    operation: "POST /api/review/{token}/comments/{commentId}/{action}",
    call: () => setReviewThreadState(reviewToken, versionId, "resolve"),
  },
  listReviewLinks: {
    module: "features/builder/api/reviews.ts",
    operation: "GET /api/resume/{id}/reviews",
    call: () => query(reviewLinksQuery(id)),
  },
  createReviewLink: {
    module: "features/builder/api/reviews.ts",
    operation: "POST /api/resume/{id}/reviews",
    call: () => createReviewLink(id, { name: "Career centre", expiresAt: "2026-12-01T00:00:00.000Z" }),
    body: CreateReviewLinkSchema,
  },
  revokeReviewLink: {
    module: "features/builder/api/reviews.ts",
    operation: "DELETE /api/resume/{id}/reviews/{reviewId}",
    call: () => revokeReviewLink(id, versionId),
  },
  inviteReviewer: {
    module: "features/builder/api/reviews.ts",
    operation: "POST /api/resume/{id}/reviews/{reviewId}/invite",
    call: () => inviteReviewer(id, versionId, { email: "rao@example.com", language: "de-DE" }),
    body: InviteReviewerSchema,
  },
  listResumeComments: {
    module: "features/builder/api/reviews.ts",
    operation: "GET /api/resume/{id}/comments",
    call: () => query(reviewCommentsQuery(id)),
  },
  actOnReviewThread: {
    module: "features/builder/api/reviews.ts",
    operation: "POST /api/resume/{id}/comments/{commentId}/{action}",
    call: () => actOnThread(id, versionId, "accept"),
  },
  replyToResumeComment: {
    module: "features/builder/api/reviews.ts",
    operation: "POST /api/resume/{id}/comments/{commentId}/replies",
    call: () => replyToThread(id, versionId, "<p>Thanks</p>"),
    body: CreateReviewReplySchema,
  },
  savedResumeAfterAccepting: {
    module: "features/builder/api/reviews.ts",
    operation: "GET /api/resume/{id}",
    call: () => savedResume(id),
  },
  deleteResumeComment: {
    module: "features/builder/api/reviews.ts",
    operation: "DELETE /api/resume/{id}/comments/{commentId}",
    call: () => deleteThread(id, versionId),
  },
  listApplications: {
    module: "features/applications/api/applications.ts",
    operation: "GET /api/application",
    call: () => query(applicationsQuery()),
  },
  applicationInsights: {
    module: "features/applications/api/applications.ts",
    operation: "GET /api/application/insights",
    call: () => query(insightsQuery()),
  },
  applicationResumeTitles: {
    module: "features/applications/api/applications.ts",
    operation: "GET /api/resume",
    call: () => query(resumeTitlesQuery()),
  },
  createApplication: {
    module: "features/applications/api/applications.ts",
    operation: "POST /api/application",
    call: () =>
      createApplication(
        CreateApplicationInputSchema.parse({ company: "Acme", role: "Engineer", status: "applied" }),
      ),
    body: CreateApplicationInputSchema,
  },
  updateApplication: {
    module: "features/applications/api/applications.ts",
    operation: "PATCH /api/application/{id}",
    call: () => updateApplication(id, { status: "interview" }),
    body: UpdateApplicationInputSchema,
  },
  deleteApplication: {
    module: "features/applications/api/applications.ts",
    operation: "DELETE /api/application/{id}",
    call: () => deleteApplication(id),
  },
  importApplications: {
    module: "features/applications/api/applications.ts",
    operation: "POST /api/application/import",
    call: () => importApplications("company,role\nAcme,Engineer\n"),
    body: ApplicationImportInputSchema,
  },
  createCalendarFeed: {
    module: "features/applications/api/applications.ts",
    operation: "POST /api/application/calendar-feed",
    call: () => createCalendarFeed(),
  },
  revokeCalendarFeed: {
    module: "features/applications/api/applications.ts",
    operation: "DELETE /api/application/calendar-feed",
    call: () => revokeCalendarFeed(),
  },
  getLayoutCheck: {
    module: "features/builder/api/get-layout-check.ts",
    operation: "GET /api/resume/{id}/layout-check",
    call: () => getLayoutCheck(id, 1),
    query: LayoutCheckQuerySchema,
  },
  getPublicPassword: {
    module: "features/builder/api/public-password.ts",
    operation: "GET /api/resume/{id}/public-password",
    call: () => getPublicPassword(id),
  },
  setPublicPassword: {
    module: "features/builder/api/public-password.ts",
    operation: "PUT /api/resume/{id}/public-password",
    call: () => setPublicPassword(id, "secret1"),
    body: PublicPasswordInputSchema,
  },
  removePublicPassword: {
    module: "features/builder/api/public-password.ts",
    operation: "DELETE /api/resume/{id}/public-password",
    call: () => removePublicPassword(id),
  },
  getPublicDownloads: {
    module: "features/builder/api/public-downloads.ts",
    operation: "GET /api/resume/{id}/public-downloads",
    call: () => getPublicDownloads(id),
  },
  setPublicDownloads: {
    module: "features/builder/api/public-downloads.ts",
    operation: "PUT /api/resume/{id}/public-downloads",
    call: () => setPublicDownloads(id, false),
    body: PublicDownloadsSchema,
  },
  unlockPublicResume: {
    module: "features/public/api/public-password.ts",
    operation: "POST /api/resume/public/{username}/{slug}/unlock",
    call: () => unlockPublicResume({ username: "ada", slug: "cv", password: "secret1" }),
    body: UnlockInputSchema,
  },
  getAiCapabilities: {
    module: "components/ai/api/get-ai-capabilities.ts",
    operation: "GET /api/auth/requestPrompt",
    call: () => getAiCapabilities(),
  },
  requestPrompt: {
    module: "components/ai/api/request-prompt.ts",
    operation: "POST /api/auth/requestPrompt",
    call: () => requestPrompt({ action: "improve", text: "Hello" }),
    body: AiPromptInputSchema,
  },
  uploadPicture: {
    module: "components/pictures/api/upload-picture.ts",
    operation: "PUT /api/storage/image",
    call: () => uploadPicture(new File([new Uint8Array([1])], "me.png", { type: "image/png" })),
    body: "multipart",
  },
  getBrandIcon: {
    module: "features/artboard/api/get-brand-icon.ts",
    operation: "GET /api/icons/{slug}",
    call: () => getBrandIcon("github"),
  },
  listApiKeys: {
    module: "features/auth/api/api-keys.ts",
    operation: "GET /api/user/me/api-keys",
    call: () => query(apiKeysQuery()),
  },
  createApiKey: {
    module: "features/auth/api/api-keys.ts",
    operation: "POST /api/user/me/api-keys",
    call: () =>
      createApiKey({ name: "Script", scopes: ["resumes:read"], expiresAt: "2099-01-01T00:00:00.000Z" }),
    body: CreateApiKeyInputSchema,
  },
  revokeApiKey: {
    module: "features/auth/api/api-keys.ts",
    operation: "DELETE /api/user/me/api-keys/{id}",
    call: () => revokeApiKey(versionId),
  },
  listPasskeys: {
    module: "features/auth/api/passkeys.ts",
    operation: "GET /api/user/me/passkeys",
    call: () => query(passkeysQuery()),
  },
  passkeyRegistrationOptions: {
    module: "features/auth/api/passkeys.ts",
    operation: "POST /api/auth/passkeys/registration-options",
    call: () => passkeyRegistrationOptions(),
  },
  addPasskey: {
    module: "features/auth/api/passkeys.ts",
    operation: "POST /api/user/me/passkeys",
    call: () => addPasskey({ name: "Laptop", response: passkeyRegistration }),
    body: AddPasskeyInputSchema,
  },
  renamePasskey: {
    module: "features/auth/api/passkeys.ts",
    operation: "PATCH /api/user/me/passkeys/{id}",
    call: () => renamePasskey(versionId, "Phone"),
    body: RenamePasskeyInputSchema,
  },
  removePasskey: {
    module: "features/auth/api/passkeys.ts",
    operation: "DELETE /api/user/me/passkeys/{id}",
    call: () => removePasskey(versionId, proof),
    body: ReauthenticationSchema,
  },
  passkeySignInOptions: {
    module: "features/auth/api/passkeys.ts",
    operation: "POST /api/auth/passkeys/sign-in-options",
    call: () => passkeySignInOptions(),
  },
  signInWithPasskey: {
    module: "features/auth/api/passkeys.ts",
    operation: "POST /api/auth/passkeys/sign-in",
    call: () => signInWithPasskey(passkeyAssertion),
    body: PasskeyAssertionInputSchema,
  },
  secondFactorPasskeyOptions: {
    module: "features/auth/api/passkeys.ts",
    operation: "POST /api/auth/2fa/passkey-options",
    call: () => secondFactorPasskeyOptions(),
  },
  verifySecondFactorPasskey: {
    module: "features/auth/api/passkeys.ts",
    operation: "POST /api/auth/2fa/passkey",
    call: () => verifySecondFactorPasskey(passkeyAssertion),
    body: PasskeyAssertionInputSchema,
  },
  changePassword: {
    module: "features/auth/api/change-password.ts",
    operation: "POST /api/auth/change-password",
    call: () => changePassword({ currentPassword: "secret1", newPassword: "secret2" }),
    body: ChangePasswordInputSchema,
  },
  coachIntegration: {
    module: "features/auth/api/coach-integration.ts",
    operation: "POST /api/auth/coachIntegration",
    call: () => coachIntegration("token"),
    body: CoachIntegrationInputSchema,
  },
  deleteUser: {
    module: "features/auth/api/delete-user.ts",
    operation: "DELETE /api/user/me",
    call: () => deleteUser(proof),
    body: ReauthenticationSchema,
  },
  disableTwoFactor: {
    module: "features/auth/api/disable-two-factor.ts",
    operation: "POST /api/auth/2fa/disable",
    call: () => disableTwoFactor(proof),
    body: ReauthenticationSchema,
  },
  enableTwoFactor: {
    module: "features/auth/api/enable-two-factor.ts",
    operation: "POST /api/auth/2fa/enable",
    call: () => enableTwoFactor({ code: "123456" }),
    body: TwoFactorInputSchema,
  },
  forgotPassword: {
    module: "features/auth/api/forgot-password.ts",
    operation: "POST /api/auth/forgot-password",
    call: () => forgotPassword({ email: "ada@example.com" }),
    body: ForgotPasswordInputSchema,
  },
  captchaSettings: {
    module: "features/auth/api/get-captcha-settings.ts",
    operation: "GET /api/auth/captcha",
    call: () => query(captchaSettingsQuery),
  },
  getCurrentUser: {
    module: "features/auth/api/get-current-user.ts",
    operation: "GET /api/user/me",
    call: () => query(currentUserQuery),
    // Any failure means "guest".
    fallback: null,
  },
  getProviders: {
    module: "features/auth/api/get-providers.ts",
    operation: "GET /api/auth/providers",
    call: () => query(providersQuery),
    // The e-mail form, which every server offers, when the list cannot be read.
    fallback: ["email"],
  },
  login: {
    module: "features/auth/api/login.ts",
    operation: "POST /api/auth/login",
    call: () => login({ identifier: "ada", password: "secret1" }),
    body: LoginInputSchema,
  },
  logout: {
    module: "features/auth/api/logout.ts",
    operation: "POST /api/auth/logout",
    call: () => logout(new QueryClient()),
  },
  register: {
    module: "features/auth/api/register.ts",
    operation: "POST /api/auth/register",
    call: () =>
      register({
        name: "Ada",
        username: "ada",
        email: "ada@example.com",
        password: "secret1",
        locale: "en-US",
      }),
    body: RegisterInputSchema,
  },
  resendVerificationEmail: {
    module: "features/auth/api/resend-verification-email.ts",
    operation: "POST /api/auth/verify-email/resend",
    call: () => resendVerificationEmail(),
  },
  resetPassword: {
    module: "features/auth/api/reset-password.ts",
    operation: "POST /api/auth/reset-password",
    call: () => resetPassword({ token: "t", password: "secret1" }),
    body: ResetPasswordInputSchema,
  },
  setupTwoFactor: {
    module: "features/auth/api/setup-two-factor.ts",
    operation: "POST /api/auth/2fa/setup",
    call: () => setupTwoFactor(),
  },
  updateUser: {
    module: "features/auth/api/update-user.ts",
    operation: "PATCH /api/user/me",
    call: () => updateUser({ name: "Ada" }),
    body: UpdateUserRequestSchema,
  },
  verifyBackupCode: {
    module: "features/auth/api/verify-backup-code.ts",
    operation: "POST /api/auth/2fa/backup",
    call: () => verifyBackupCode({ code: "abcdefghij" }),
    body: BackupCodeInputSchema,
  },
  verifyEmail: {
    module: "features/auth/api/verify-email.ts",
    operation: "POST /api/auth/verify-email",
    call: () => verifyEmail("token"),
    query: VerifyEmailQuerySchema,
  },
  verifyTwoFactor: {
    module: "features/auth/api/verify-two-factor.ts",
    operation: "POST /api/auth/2fa/verify",
    call: () => verifyTwoFactor({ code: "123456" }),
    body: TwoFactorInputSchema,
  },
  getFontCatalogue: {
    module: "features/builder/api/get-font-catalogue.ts",
    operation: "GET /api/fonts",
    call: () => getFontCatalogue(),
  },
  getMachineReading: {
    module: "features/builder/api/get-machine-reading.ts",
    operation: "GET /api/resume/{id}/machine-reading",
    call: () => getMachineReading(id),
  },
  getStatistics: {
    module: "features/builder/api/get-statistics.ts",
    operation: "GET /api/resume/{id}/statistics",
    call: () => getStatistics(id),
  },
  getTemplateAvailability: {
    module: "features/builder/api/get-template-availability.ts",
    operation: "GET /api/resume/templates",
    call: () => getTemplateAvailability(),
  },
  getVariantMaster: {
    module: "features/builder/api/variants.ts",
    operation: "GET /api/resume/{id}",
    call: () => query(masterQuery(id)),
  },
  getVariant: {
    module: "features/builder/api/variants.ts",
    operation: "GET /api/resume/{id}/variants/{variantId}",
    call: () => query(variantQuery(id, versionId, resume.updatedAt)),
  },
  saveVariantMaster: {
    module: "features/builder/api/variants.ts",
    operation: "PATCH /api/resume/{id}",
    call: () => saveMasterData(resume, resume.data),
    body: UpdateResumeInputSchema,
  },
  getVariantNow: {
    module: "features/builder/api/variants.ts",
    operation: "GET /api/resume/{id}/variants/{variantId}",
    call: () => getVariant(id, versionId),
  },
  saveVariantOverlay: {
    module: "features/builder/api/variants.ts",
    operation: "PATCH /api/resume/{id}/variants/{variantId}",
    call: () => saveVariantOverlay(id, versionId, { fields: {}, lists: {}, snapshots: {} }, resume.updatedAt),
    body: UpdateVariantOverlayInputSchema,
  },
  resolveVariantFlag: {
    module: "features/builder/api/variants.ts",
    operation: "POST /api/resume/{id}/variants/{variantId}/flags",
    call: () =>
      resolveVariantFlag(id, versionId, {
        path: "sections.experience.items.x",
        kind: "detached",
        resolution: "keep",
        updatedAt: resume.updatedAt,
      }),
    body: ResolveVariantFlagInputSchema,
  },
  createVariant: {
    module: "features/resumes/api/create-variant.ts",
    operation: "POST /api/resume/{id}/variants",
    call: () => createVariant({ id, name: "Acme", jobDescription: "Rust" }),
    body: CreateVariantInputSchema,
  },
  proposeTranslations: {
    module: "features/builder/api/translate-with-ai.ts",
    operation: "POST /api/resume/{id}/translations/{lang}/ai",
    call: () => proposeTranslations(id, "de-DE"),
  },
  getJobDescriptions: {
    module: "features/builder/api/job-descriptions.ts",
    operation: "GET /api/resume/{id}/job-descriptions",
    call: () => query(jobDescriptionsQuery(id)),
  },
  createJobDescription: {
    module: "features/builder/api/job-descriptions.ts",
    operation: "POST /api/resume/{id}/job-descriptions",
    call: () => createJobDescription(id, job),
    body: SaveJobDescriptionInputSchema,
  },
  updateJobDescription: {
    module: "features/builder/api/job-descriptions.ts",
    operation: "PUT /api/resume/{id}/job-descriptions/{jobId}",
    call: () => updateJobDescription(id, versionId, job),
    body: SaveJobDescriptionInputSchema,
  },
  deleteJobDescription: {
    module: "features/builder/api/job-descriptions.ts",
    operation: "DELETE /api/resume/{id}/job-descriptions/{jobId}",
    call: () => deleteJobDescription(id, versionId),
  },
  getVersions: {
    module: "features/builder/api/versions.ts",
    operation: "GET /api/resume/{id}/versions",
    call: () => query(versionsQuery(id)),
  },
  getVersion: {
    module: "features/builder/api/versions.ts",
    operation: "GET /api/resume/{id}/versions/{versionId}",
    call: () => query(versionQuery(id, versionId)),
  },
  saveNamedVersion: {
    module: "features/builder/api/versions.ts",
    operation: "POST /api/resume/{id}/versions",
    call: () => saveNamedVersion(id, "Before the interview"),
    body: NameVersionInputSchema,
  },
  renameVersion: {
    module: "features/builder/api/versions.ts",
    operation: "PATCH /api/resume/{id}/versions/{versionId}",
    call: () => renameVersion(id, versionId, "Sent to Acme"),
    body: NameVersionInputSchema,
  },
  deleteVersion: {
    module: "features/builder/api/versions.ts",
    operation: "DELETE /api/resume/{id}/versions/{versionId}",
    call: () => deleteVersion(id, versionId),
  },
  restoreVersion: {
    module: "features/builder/api/versions.ts",
    operation: "POST /api/resume/{id}/versions/{versionId}/restore",
    call: () => restoreVersion(id, versionId),
  },
  getPublicResume: {
    module: "features/public/api/get-public-resume.ts",
    operation: "GET /api/resume/public/{username}/{slug}",
    call: () => getPublicResume({ username: "ada", slug: "cv" }),
  },
  createResume: {
    module: "features/resumes/api/create-resume.ts",
    operation: "POST /api/resume",
    call: () => createResume({ title: "T", slug: "t", visibility: "private" }),
    body: CreateResumeInputSchema,
  },
  deleteResume: {
    module: "features/resumes/api/delete-resume.ts",
    operation: "DELETE /api/resume/{id}",
    call: () => deleteResume(id),
  },
  duplicateResume: {
    module: "features/resumes/api/duplicate-resume.ts",
    operation: "POST /api/resume/{id}/duplicate",
    call: () => duplicateResume({ id, title: "T", slug: "t" }),
    body: DuplicateResumeInputSchema,
  },
  getResume: {
    module: "features/resumes/api/get-resume.ts",
    operation: "GET /api/resume/{id}",
    call: () => getResume(id),
  },
  getResumePreview: {
    module: "features/resumes/api/get-resume-preview.ts",
    operation: "GET /api/resume/print/{id}/preview",
    call: () => getResumePreview(id),
  },
  getResumes: {
    module: "features/resumes/api/get-resumes.ts",
    operation: "GET /api/resume",
    call: () => getResumes(),
  },
  lockResume: {
    module: "features/resumes/api/lock-resume.ts",
    operation: "PATCH /api/resume/{id}/lock",
    call: () => lockResume({ id, set: true }),
    body: LockResumeInputSchema,
  },
  getTrash: {
    module: "features/resumes/api/trash.ts",
    operation: "GET /api/resume/trash",
    call: () => query(trashQuery()),
  },
  restoreFromTrash: {
    module: "features/resumes/api/trash.ts",
    operation: "POST /api/resume/trash/{id}/restore",
    call: () => restoreFromTrash(id),
  },
  deleteForever: {
    module: "features/resumes/api/trash.ts",
    operation: "DELETE /api/resume/trash/{id}",
    call: () => deleteForever(id),
  },
  getImportSources: {
    module: "features/resumes/import/import-api.ts",
    operation: "GET /api/resume/import/sources",
    call: () => getImportSources(),
  },
  fetchLpuResume: {
    module: "features/resumes/import/import-api.ts",
    operation: "POST /api/auth/importLpuUserData",
    call: () => fetchPlatformProfile("resume"),
    body: LmsImportInputSchema,
  },
  fetchCoachProfile: {
    module: "features/resumes/import/import-api.ts",
    operation: "POST /api/auth/importUserData",
    call: () => fetchPlatformProfile("profile"),
    body: LmsImportInputSchema,
  },
  fetchLinkedinProfile: {
    module: "features/resumes/import/import-api.ts",
    operation: "POST /api/resume/import/linkedin-profile",
    call: () => fetchLinkedinProfile("https://www.linkedin.com/in/ada"),
    body: LinkedinProfileImportInputSchema,
  },
  importResume: {
    module: "features/resumes/import/import-api.ts",
    operation: "POST /api/resume/import",
    call: () => importResume({ data: sampleResumeData, title: "Imported" }),
    body: ImportResumeInputSchema,
  },
  updateLocale: {
    module: "features/settings/api/update-locale.ts",
    operation: "PATCH /api/user/me",
    call: () => updateLocale("en-US"),
    body: UpdateUserRequestSchema,
  },
  printResume: {
    module: "lib/print-resume.ts",
    operation: "GET /api/resume/print/{id}",
    call: () => printResume(id),
  },
  lettersQuery: {
    module: "features/resumes/api/letters.ts",
    operation: "GET /api/letter",
    call: () => query(lettersQuery),
  },
  createLetter: {
    module: "features/resumes/api/letters.ts",
    operation: "POST /api/letter",
    call: () => createLetter({ title: "Acme", resumeId: id }),
    body: CreateLetterInputSchema,
  },
  duplicateLetter: {
    module: "features/resumes/api/letters.ts",
    operation: "POST /api/letter/{id}/duplicate",
    call: () => duplicateLetter({ id, title: "Acme (Copy)" }),
    body: z.object({ title: z.string() }).partial(),
  },
  lockLetter: {
    module: "features/resumes/api/letters.ts",
    operation: "PATCH /api/letter/{id}/lock",
    call: () => lockLetter({ id, set: true }),
    body: LockResumeInputSchema,
  },
  deleteLetter: {
    module: "features/resumes/api/letters.ts",
    operation: "DELETE /api/letter/{id}",
    call: () => deleteLetter(id),
  },
  renameLetter: {
    module: "features/resumes/api/letters.ts",
    operation: "PATCH /api/letter/{id}",
    call: () => renameLetter({ letter, title: "Acme, renamed" }),
    body: JsonPatchSchema,
  },
  letterTrash: {
    module: "features/resumes/api/letters.ts",
    operation: "GET /api/letter/trash",
    call: () => letterTrash.list(),
  },
  restoreLetterFromTrash: {
    module: "features/resumes/api/letters.ts",
    operation: "POST /api/letter/trash/{id}/restore",
    call: () => letterTrash.restore(id),
  },
  deleteLetterForever: {
    module: "features/resumes/api/letters.ts",
    operation: "DELETE /api/letter/trash/{id}",
    call: () => letterTrash.deleteForever(id),
  },
  getLetter: {
    module: "features/builder/letter/letter-api.ts",
    operation: "GET /api/letter/{id}",
    call: () => getLetter(id),
  },
  saveLetter: {
    module: "features/builder/letter/letter-api.ts",
    operation: "PATCH /api/letter/{id}",
    // Without an answer to build on, the letter goes whole.
    call: () =>
      saveLetter(
        { id, title: letter.title, resumeId: null, data: letter.data, updatedAt: letter.updatedAt },
        null,
      ),
    body: UpdateLetterInputSchema,
  },
  saveLetterAsPatch: {
    module: "features/builder/letter/letter-api.ts",
    operation: "PATCH /api/letter/{id}",
    call: () =>
      saveLetter(
        { id, title: "Acme, renamed", resumeId: null, data: letter.data, updatedAt: letter.updatedAt },
        letter,
      ),
    body: JsonPatchSchema,
  },
  draftLetter: {
    module: "features/builder/letter/letter-api.ts",
    operation: "POST /api/letter/{id}/draft",
    call: () => draftLetter(id, { jobDescription: "Backend engineer", tone: "warm" }),
    body: DraftLetterInputSchema,
  },
  getLetterLink: {
    module: "features/builder/letter/letter-api.ts",
    operation: "GET /api/letter/{id}/link",
    call: () => getLetterLink(id),
  },
  createLetterLink: {
    module: "features/builder/letter/letter-api.ts",
    operation: "POST /api/letter/{id}/link",
    call: () => createLetterLink(id, "2030-01-01T00:00:00.000Z"),
    body: CreateLetterLinkInputSchema,
  },
  revokeLetterLink: {
    module: "features/builder/letter/letter-api.ts",
    operation: "DELETE /api/letter/{id}/link",
    call: () => revokeLetterLink(id),
  },
  getLetterVersions: {
    module: "features/builder/letter/letter-api.ts",
    operation: "GET /api/letter/{id}/versions",
    call: () => getLetterVersions(id),
  },
  restoreLetterVersion: {
    module: "features/builder/letter/letter-api.ts",
    operation: "POST /api/letter/{id}/versions/{versionId}/restore",
    call: () => restoreLetterVersion(id, versionId),
  },
  resumeChoices: {
    module: "features/builder/letter/letter-content-panel.tsx",
    operation: "GET /api/resume",
    call: () => query(resumeChoicesQuery),
  },
  updateResume: {
    module: "lib/update-resume.ts",
    operation: "PATCH /api/resume/{id}",
    // A whole stored resume, as the dashboard's rename passes it: only the body's own keys may go out.
    call: () => updateResume(resume),
    body: UpdateResumeInputSchema,
  },
  patchResume: {
    module: "lib/update-resume.ts",
    operation: "PATCH /api/resume/{id}",
    call: () =>
      patchResume({
        id,
        updatedAt: resume.updatedAt,
        operations: [{ op: "replace", path: "/data/basics/name", value: "Ada" }],
      }),
    body: JsonPatchSchema,
  },
  updateResumeReplacingContent: {
    module: "lib/update-resume.ts",
    operation: "PATCH /api/resume/{id}",
    call: () => updateResume({ ...resume, versionReason: "import" }),
    body: UpdateResumeInputSchema,
  },
};

// Paths, not URLs: jsdom replaces the global URL, which node:fs does not take.
const src = resolve(import.meta.dirname, "..");
const apiCall = /\bapi\.(?:get|post|put|patch|delete)\(|\bapiRequest\(/g;

/** Every module that calls the API client, with how many calls it writes. */
const callingModules = (dir: string): Record<string, number> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => [
        relative(src, join(dir, file)),
        readFileSync(join(dir, file), "utf8").match(apiCall)?.length ?? 0,
      ])
      .filter(([file, count]) => count !== 0 && file !== "lib/api-client.ts"),
  );

/** A body the server's route would take: its schema parses it and drops none of its keys. */
const strictly = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodObject ? schema.strict() : schema);

type Sent = { method: string; path: string; query: Record<string, string>; body: unknown };

/** Runs `call` against a server that answers 200 with `answer`; resolves what it sent and how it ended. */
async function exchange(call: () => Promise<unknown>, answer: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const body = init?.body;
      sent.push({
        method: init?.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: typeof body === "string" ? JSON.parse(body) : body,
      });
      return Response.json(answer, { status: 200 });
    }),
  );
  const outcome = await call().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { sent, outcome };
}

const matches = (operation: string, { method, path }: Sent) => {
  const [expectedMethod = "", template = ""] = operation.split(" ");
  const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`);
  return method === expectedMethod && pattern.test(path);
};

beforeEach(() => {
  // The current user is only asked for while the server's signed-in hint is set.
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting its cookie.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1`;
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server clearing its cookie.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the web app's API contract", () => {
  it("covers every call the app makes: each module that calls the API has a contract per call", () => {
    const covered: Record<string, number> = {};
    for (const { module } of Object.values(contracts)) covered[module] = (covered[module] ?? 0) + 1;
    const uncovered = Object.entries(callingModules(src)).filter(
      ([file, calls]) => (covered[file] ?? 0) < calls,
    );
    expect(uncovered).toEqual([]);
    expect(Object.keys(covered).filter((file) => callingModules(src)[file] === undefined)).toEqual([]);
  });

  it.each(Object.entries(contracts))(
    "%s asks for its operation with what the server's route takes",
    async (_, contract) => {
      const { sent } = await exchange(contract.call, {});
      expect(sent).toHaveLength(1);
      const [request] = sent as [Sent];
      expect(matches(contract.operation, request), `${request.method} ${request.path}`).toBe(true);
      if (contract.body === "multipart") {
        expect(request.body).toBeInstanceOf(FormData);
      } else if (contract.body === undefined) {
        expect(request.body).toBeUndefined();
      } else {
        const parsed = strictly(contract.body).safeParse(request.body);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
      if (contract.query !== undefined) {
        expect(strictly(contract.query).safeParse(request.query).error?.issues ?? []).toEqual([]);
      } else {
        expect(request.query).toEqual({});
      }
    },
  );

  it.each(Object.entries(contracts))("%s refuses an answer of the wrong shape", async (_, contract) => {
    // A JSON body no route gives (the AI's "message" of the wrong type included).
    const { outcome } = await exchange(contract.call, { message: 42, views: "many", unexpected: true });
    if ("fallback" in contract) expect(outcome).toEqual({ value: contract.fallback });
    else expect(outcome).toMatchObject({ error: { code: INVALID_RESPONSE } });
  });
});
