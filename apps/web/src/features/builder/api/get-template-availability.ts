import { queryOptions } from "@tanstack/react-query";
import { type TemplateAvailability, TemplateAvailabilitySchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

export function getTemplateAvailability(): Promise<TemplateAvailability> {
  return api.get("/resume/templates", TemplateAvailabilitySchema);
}

// A server setting: it changes only with a restart. If it cannot be read, every template stays selectable
// (the default policy) without an error toast.
export const templateAvailabilityQuery = () =>
  queryOptions({
    queryKey: ["resume-templates"] as const,
    queryFn: getTemplateAvailability,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  });
