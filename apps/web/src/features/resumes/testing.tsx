import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { paths, routePatterns } from "../../lib/paths";
import { createQueryClient } from "../../lib/query-client";

export { makeResume } from "../../test/make-resume";

/** Renders `ui` at /dashboard/resumes with a fresh query client; /builder/:id shows a marker page. */
export function renderWithApp(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(
    [
      { path: paths.resumes, element: ui },
      { path: routePatterns.builder, element: <p>Builder page</p> },
    ],
    { initialEntries: [paths.resumes] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
