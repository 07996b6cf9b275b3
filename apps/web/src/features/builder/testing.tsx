import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type Resume, sampleResumeData } from "@vitae/schema";
import type { ReactNode } from "react";
import { Toaster } from "../../components/ui/toaster";
import { createQueryClient } from "../../lib/query-client";
import { sampleUser } from "../../test/fetch-mock";
import { makeResume } from "../../test/make-resume";
import { useBuilderStore } from "./store/builder-store";

export const testResumeId = "0194f7c2-7e1a-7000-8000-0000000000c1";

/** A stored resume of the sample data, owned by the test user "ada". */
export const makeBuilderResume = (overrides: Partial<Resume> = {}): Resume =>
  makeResume({
    id: testResumeId,
    title: "Software Engineer",
    slug: "software-engineer",
    data: sampleResumeData,
    ...overrides,
  });

/** Loads `resume` into the builder store and renders `ui` (a panel, a section) with a query client and toasts. */
export function renderWithResume(ui: ReactNode, resume: Resume = makeBuilderResume()) {
  useBuilderStore.getState().load({ ...resume, user: resume.user ?? sampleUser });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** The data the builder holds now. */
export const editedData = () => {
  const { data } = useBuilderStore.getState();
  if (!data) throw new Error("No resume in the builder");
  return data;
};
