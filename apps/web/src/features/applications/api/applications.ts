import { queryOptions } from "@tanstack/react-query";
import {
  type Application,
  ApplicationImportReportSchema,
  ApplicationInsightsSchema,
  ApplicationSchema,
  CalendarFeedSchema,
  type CreateApplicationInput,
  type UpdateApplicationInput,
} from "@vitae/schema";
import { z } from "zod";
import { api, noContent } from "@/lib/api-client";

export const applicationKeys = {
  list: ["applications"] as const,
  insights: ["applications", "insights"] as const,
  resumes: ["applications", "resume-titles"] as const,
};

export const applicationsQuery = () =>
  queryOptions({
    queryKey: applicationKeys.list,
    queryFn: (): Promise<Application[]> => api.get("/application", z.array(ApplicationSchema)),
  });

export const insightsQuery = () =>
  queryOptions({
    queryKey: applicationKeys.insights,
    queryFn: () => api.get("/application/insights", ApplicationInsightsSchema),
    staleTime: 0,
  });

/** The user's resumes by id and title, to choose the one sent. */
export const resumeTitlesQuery = () =>
  queryOptions({
    queryKey: applicationKeys.resumes,
    queryFn: () => api.get("/resume", z.array(z.object({ id: z.string(), title: z.string() }))),
  });

export const createApplication = (input: CreateApplicationInput) =>
  api.post("/application", ApplicationSchema, input);

export const updateApplication = (id: string, input: UpdateApplicationInput) =>
  api.patch(`/application/${encodeURIComponent(id)}`, ApplicationSchema, input);

export const deleteApplication = (id: string) =>
  api.delete(`/application/${encodeURIComponent(id)}`, noContent);

export const importApplications = (csv: string) =>
  api.post("/application/import", ApplicationImportReportSchema, { csv });

export const createCalendarFeed = () => api.post("/application/calendar-feed", CalendarFeedSchema);
export const revokeCalendarFeed = () => api.delete("/application/calendar-feed", noContent);

/** Addresses the browser downloads from directly (the session cookie goes along). */
export const exportCsvUrl = "/api/application/export.csv";
export const nextStepIcsUrl = (id: string) => `/api/application/${encodeURIComponent(id)}/next-step.ics`;
