import { type QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Toaster } from "../components/ui/toaster";
import { currentUserQuery } from "../features/auth/api/get-current-user";
import { applyUserLocale } from "../lib/i18n";
import { startThemeSync } from "../lib/theme";

/** Once the user is known, their saved locale applies unless this browser chose one. */
function UserLocaleSync() {
  // Reads what the route loaders fetched; pages that never ask for the user (the artboard) stay request-free.
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  useEffect(() => {
    if (user) void applyUserLocale(user.locale);
  }, [user]);
  return null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(startThemeSync, []);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <UserLocaleSync />
      <Toaster />
    </QueryClientProvider>
  );
}
