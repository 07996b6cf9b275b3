import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { toastStore } from "@/lib/toast";
import { jsonResponse, mockFetch, requestLog, sampleUser } from "@/test/fetch-mock";
import { currentUserQuery } from "../api/get-current-user";
import { AccountSettings } from "./account-settings";

const uploaded = "http://localhost:3000/storage/pictures/0194f7c2/avatar.webp";

/** The settings page as it reads the user: from the cache, so a changed user shows at once. */
function CurrentAccount() {
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  return user ? <AccountSettings user={user} /> : null;
}

function renderAccount(user: User) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <CurrentAccount />
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

const bodiesOf = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([, init]) => JSON.parse(String(init?.body)) as Partial<User>);

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toastStore.dismiss());
});

describe("account picture", () => {
  it("uploads a picture, sets it on the account and shows it as the avatar", async () => {
    const fetch = mockFetch({
      "PUT /api/storage/image": () => jsonResponse({ data: uploaded }),
      "PATCH /api/user/me": (init) => jsonResponse({ ...sampleUser, ...JSON.parse(String(init?.body)) }),
    });
    const queryClient = renderAccount(sampleUser);
    expect(screen.queryByRole("img", { name: "Picture of Ada Lovelace" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove picture" })).not.toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText("Upload picture"),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], "me.jpg", { type: "image/jpeg" }),
    );

    expect(await screen.findByRole("img", { name: "Picture of Ada Lovelace" })).toHaveAttribute(
      "src",
      uploaded,
    );
    expect(requestLog(fetch)).toEqual(["PUT /api/storage/image", "PATCH /api/user/me"]);
    expect(bodiesOf(fetch)).toEqual([{ picture: uploaded }]);
    expect(queryClient.getQueryData<User>(currentUserQuery.queryKey)?.picture).toBe(uploaded);
    expect(await screen.findByText("Picture updated")).toBeInTheDocument();
  });

  it("removes the picture, back to the initials", async () => {
    const fetch = mockFetch({
      "PATCH /api/user/me": (init) => jsonResponse({ ...sampleUser, ...JSON.parse(String(init?.body)) }),
    });
    renderAccount({ ...sampleUser, picture: uploaded });
    expect(screen.getByRole("img", { name: "Picture of Ada Lovelace" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Remove picture" }));

    await waitFor(() =>
      expect(screen.queryByRole("img", { name: "Picture of Ada Lovelace" })).not.toBeInTheDocument(),
    );
    expect(screen.getByText("AL")).toBeInTheDocument();
    expect(bodiesOf(fetch)).toEqual([{ picture: null }]);
  });
});
