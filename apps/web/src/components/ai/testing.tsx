import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AiCapabilities } from "@vitae/schema";
import type { ReactNode } from "react";
import { createQueryClient } from "../../lib/query-client";
import { jsonResponse } from "../../test/fetch-mock";

export const withModel: AiCapabilities = { improve: true, fix: true, tone: true, offline: false };
export const offline: AiCapabilities = { improve: false, fix: true, tone: false, offline: true };

/** The capabilities route for mockFetch. */
export const capabilitiesRoute = (capabilities: AiCapabilities = withModel) => ({
  "GET /api/auth/requestPrompt": () => jsonResponse(capabilities),
});

/** A response the test releases when it wants, to look at the field while the request is in flight. */
export function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The JSON body of the n-th call to the mocked fetch. */
export const bodyOf = (call: unknown[] | undefined): unknown =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

export function renderWithQueryClient(ui: ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

/** Opens the AI helper's menu (the only one on the page) and picks `item`; a tone goes through the sub-menu. */
export async function chooseAiAction(item: string, tone?: string) {
  await userEvent.click(screen.getByRole("button", { name: /^AI helper/ }));
  if (tone) {
    await userEvent.click(await screen.findByRole("menuitem", { name: item }));
    await userEvent.click(await screen.findByRole("menuitem", { name: tone }));
  } else {
    await userEvent.click(await screen.findByRole("menuitem", { name: item }));
  }
}
