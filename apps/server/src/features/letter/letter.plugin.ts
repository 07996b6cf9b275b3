import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ResumeEvents } from "../resume/index.ts";
import { letterRoutes } from "./letter.routes.ts";
import { followResume, type LetterDeps, purgeExpiredTrash } from "./letter.service.ts";

type LetterPluginOptions = {
  deps: LetterDeps;
  /** Saves of resumes: linked letters copy their look, to keep it once the resume is deleted. */
  resumeEvents: ResumeEvents;
  /** Purge the trash every hour (a running node; tests purge with their own clock). */
  purge: boolean;
};

/** Cover letters: `/api/letter/…`, the copies of their resumes' looks, and their trash's purge. */
export const letterPlugin: FastifyPluginAsyncZod<LetterPluginOptions> = async (app, options) => {
  const { deps } = options;
  await app.register(letterRoutes, { prefix: "/api", deps });
  const stopFollowing = options.resumeEvents.onSaved((saved) => {
    followResume(deps, saved).catch((error: unknown) =>
      app.log.warn({ err: error }, "Could not copy a resume's look to its letters"),
    );
  });
  app.addHook("onClose", async () => stopFollowing());
  if (options.purge) {
    const run = () =>
      purgeExpiredTrash(deps, new Date()).catch((error: unknown) =>
        app.log.warn({ err: error }, "Purging the letters' trash failed"),
      );
    const timer = setInterval(run, 60 * 60 * 1000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
};
