import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { emptyResumeData, type Resume } from "@vitae/schema";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../../lib/query-client";

/** A stored resume as the API returns it; override what a test cares about. */
export function makeResume(overrides: Partial<Resume> & Pick<Resume, "id">): Resume {
  return {
    title: `Resume ${overrides.id}`,
    slug: `resume-${overrides.id}`,
    data: emptyResumeData,
    visibility: "private",
    locked: false,
    userId: "0194f7c2-7e1a-7000-8000-000000000001",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** Renders `ui` at /dashboard/resumes with a fresh query client; /builder/:id shows a marker page. */
export function renderWithApp(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(
    [
      { path: "/dashboard/resumes", element: ui },
      { path: "/builder/:id", element: <p>Builder page</p> },
    ],
    { initialEntries: ["/dashboard/resumes"] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
