/// <reference types="vite/client" />

/** Build settings of the web app (read at `vite build`, so a change needs a rebuild). */
interface ImportMetaEnv {
  /**
   * "true" shows the sign-up-disabled banner on /auth/register from the start. Keep it in step
   * with the server's DISABLE_SIGNUP; if only the server has it, the page switches to the banner after the
   * server answers 403 SignupDisabled.
   */
  readonly VITE_DISABLE_SIGNUP?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
