import { generatePath } from "react-router";

/**
 * The patterns of the pages that take parameters, as the router matches them. Only the router reads these;
 * links build the address with `paths`.
 */
export const routePatterns = {
  builder: "/builder/:id",
  letterBuilder: "/builder/letter/:id",
  publicResume: "/:username/:slug",
  reviewLink: "/review/:token",
} as const;

/**
 * Every page's address, written once: the router declares its routes with these and every link, redirect,
 * navigation and frame reads them here, so a page that moves is one edit. Parameters are encoded.
 */
export const paths = {
  home: "/",
  auth: "/auth",
  login: "/auth/login",
  register: "/auth/register",
  forgotPassword: "/auth/forgot-password",
  resetPassword: "/auth/reset-password",
  coachIntegration: "/auth/coach-integration",
  verifyOtp: "/auth/verify-otp",
  backupOtp: "/auth/backup-otp",
  verifyEmail: "/auth/verify-email",
  /** Where the OAuth providers send the browser back. */
  authCallback: "/auth/callback",
  dashboard: "/dashboard",
  resumes: "/dashboard/resumes",
  letters: "/dashboard/letters",
  trash: "/dashboard/trash",
  applications: "/dashboard/applications",
  settings: "/dashboard/settings",
  /** Without a resume id: forwards to the resume list. */
  builders: "/builder",
  builder: (id: string) => generatePath(routePatterns.builder, { id }),
  letterBuilder: (id: string) => generatePath(routePatterns.letterBuilder, { id }),
  /** The framed pages other pages embed; the prefix tells them from a page of their own. */
  artboard: "/artboard",
  artboardBuilder: "/artboard/builder",
  artboardPreview: "/artboard/preview",
  artboardLetter: "/artboard/letter",
  publicResume: ({ username, slug }: { username: string; slug: string }) =>
    generatePath(routePatterns.publicResume, { username, slug }),
  /** A private review link: the resume to comment on, opened by the link's secret token. */
  reviewLink: (token: string) => generatePath(routePatterns.reviewLink, { token }),
} as const;

/** The address of a page inside an artboard frame. */
export type ArtboardPath =
  | typeof paths.artboardBuilder
  | typeof paths.artboardPreview
  | typeof paths.artboardLetter;
