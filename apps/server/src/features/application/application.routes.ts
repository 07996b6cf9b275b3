import {
  ApplicationImportInputSchema,
  ApplicationImportReportSchema,
  ApplicationInsightsSchema,
  ApplicationSchema,
  CalendarFeedSchema,
  CreateApplicationInputSchema,
  UpdateApplicationInputSchema,
} from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { errorResponses, noCredentials, signedIn, withApiKey } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import * as service from "./application.service.ts";
import { calendarFeed, createCalendarFeed, nextStepIcs, revokeCalendarFeed } from "./application-calendar.ts";
import { exportCsv, importCsv } from "./application-csv.ts";
import { applicationInsights } from "./application-insights.ts";

const tags = ["applications"];
const IdParamsSchema = z.object({ id: z.string().describe("The application's id (a UUID)") });
const FeedParamsSchema = z.object({
  token: z.string().describe("The feed's secret token, as in the URL the feed was created with"),
});
const notFound = { 404: "NotFound: no such application of yours" } as const;
const TextBodySchema = z.string();
const calendarResponse = (description: string) => ({
  description,
  content: { "text/calendar": { schema: TextBodySchema } },
});

type Options = { db: Db; publicUrl: string };

/** The signed-in user's job applications: CRUD, CSV, insights, calendar. Owner-only. */
const signedInRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, publicUrl }) => {
  app.addHook("onRequest", requireUser);
  const key = (request: { user: { id: string }; params: { id: string } }) => ({
    userId: request.user.id,
    id: request.params.id,
  });

  app.get(
    "/application",
    {
      schema: {
        tags,
        summary: "The user's applications, oldest first, each with its status history",
        operationId: "listApplications",
        security: withApiKey(signedIn, "applications:read"),
        response: { 200: z.array(ApplicationSchema) },
      },
    },
    async (request) => service.listApplications(db, request.user.id),
  );

  app.post(
    "/application",
    {
      schema: {
        tags,
        summary: "Track a new application",
        operationId: "createApplication",
        security: withApiKey(signedIn, "applications:write"),
        body: CreateApplicationInputSchema,
        response: {
          201: ApplicationSchema,
          ...errorResponses({
            400: "ValidationError: `issues` names the fields (also: a resume or letter that is not yours)",
          }),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createApplication(db, { userId: request.user.id, input: request.body })),
  );

  app.get(
    "/application/export.csv",
    {
      schema: {
        tags,
        summary: "The user's applications as CSV (cells that would run as spreadsheet formulas are escaped)",
        operationId: "exportApplications",
        security: withApiKey(signedIn, "applications:read"),
        response: {
          200: { description: "CSV with a header row", content: { "text/csv": { schema: TextBodySchema } } },
        },
      },
    },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="applications.csv"')
        .send(await exportCsv(db, request.user.id)),
  );

  app.post(
    "/application/import",
    {
      schema: {
        tags,
        summary:
          "Import applications from CSV (the export's columns); answers which rows could not be imported",
        operationId: "importApplications",
        security: withApiKey(signedIn, "applications:write"),
        body: ApplicationImportInputSchema,
        response: {
          200: ApplicationImportReportSchema,
          ...errorResponses({ 400: "ValidationError: no header with company and role, or too many rows" }),
        },
      },
    },
    async (request) => importCsv(db, request.user.id, request.body.csv),
  );

  app.get(
    "/application/insights",
    {
      schema: {
        tags,
        summary: "Counts per status, response rate, median days to the first answer, interviews per resume",
        operationId: "applicationInsights",
        security: withApiKey(signedIn, "applications:read"),
        response: { 200: ApplicationInsightsSchema },
      },
    },
    async (request) => applicationInsights(db, request.user.id),
  );

  app.post(
    "/application/calendar-feed",
    {
      schema: {
        tags,
        summary: "Create the private calendar feed of next steps (a new URL; any earlier one stops working)",
        operationId: "createCalendarFeed",
        security: withApiKey(signedIn, "applications:write"),
        response: { 201: CalendarFeedSchema },
      },
    },
    async (request, reply) => {
      const token = await createCalendarFeed(db, request.user.id);
      return reply.status(201).send({ url: new URL(`/api/calendar-feed/${token}`, publicUrl).toString() });
    },
  );

  app.delete(
    "/application/calendar-feed",
    {
      schema: {
        tags,
        summary: "Revoke the calendar feed: its URL answers 404 from then on",
        operationId: "revokeCalendarFeed",
        security: withApiKey(signedIn, "applications:write"),
        response: {
          204: z.null().describe("No content"),
          ...errorResponses({ 404: "NotFound: there is no feed" }),
        },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(db, request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/application/:id",
    {
      schema: {
        tags,
        summary: "One application with its status history",
        operationId: "getApplication",
        security: withApiKey(signedIn, "applications:read"),
        params: IdParamsSchema,
        response: { 200: ApplicationSchema, ...errorResponses(notFound) },
      },
    },
    async (request) => service.getApplication(db, key(request)),
  );

  app.patch(
    "/application/:id",
    {
      schema: {
        tags,
        summary: "Change the fields given; a new status is recorded with its date",
        operationId: "updateApplication",
        security: withApiKey(signedIn, "applications:write"),
        params: IdParamsSchema,
        body: UpdateApplicationInputSchema,
        response: {
          200: ApplicationSchema,
          ...errorResponses({
            ...notFound,
            400: "ValidationError: `issues` names the fields (closed needs a reason; links must be yours)",
          }),
        },
      },
    },
    async (request) => service.updateApplication(db, { ...key(request), input: request.body }),
  );

  app.delete(
    "/application/:id",
    {
      schema: {
        tags,
        summary: "Delete an application and its history",
        operationId: "deleteApplication",
        security: withApiKey(signedIn, "applications:write"),
        params: IdParamsSchema,
        response: { 204: z.null().describe("No content"), ...errorResponses(notFound) },
      },
    },
    async (request, reply) => {
      await service.deleteApplication(db, key(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/application/:id/next-step.ics",
    {
      schema: {
        tags,
        summary: "The application's next step as an iCalendar event to download",
        operationId: "applicationNextStepIcs",
        security: withApiKey(signedIn, "applications:read"),
        params: IdParamsSchema,
        response: {
          200: calendarResponse("An iCalendar file with one event"),
          ...errorResponses({ 404: "NotFound: no such application of yours, or it has no next step" }),
        },
      },
    },
    async (request, reply) =>
      reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'attachment; filename="next-step.ics"')
        .send(await nextStepIcs(db, key(request))),
  );
};

/** The calendar feed itself: its secret token is the credential, so calendar apps can subscribe. */
const feedRoutes: FastifyPluginAsyncZod<Options> = async (app, { db }) => {
  app.get(
    "/calendar-feed/:token",
    {
      schema: {
        tags,
        summary: "A user's next steps as an iCalendar feed, by the secret URL the feed was created with",
        operationId: "calendarFeed",
        security: noCredentials,
        params: FeedParamsSchema,
        response: {
          200: calendarResponse("An iCalendar feed"),
          ...errorResponses({ 404: "NotFound: unknown or revoked feed" }),
        },
      },
    },
    async (request, reply) =>
      reply
        .type("text/calendar; charset=utf-8")
        // A revoked feed must stop at once, so no cache keeps it.
        .header("cache-control", "no-store")
        .send(await calendarFeed(db, request.params.token)),
  );
};

export const applicationRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, publicUrl }) => {
  await app.register(signedInRoutes, { db, publicUrl });
  await app.register(feedRoutes, { db, publicUrl });
};
