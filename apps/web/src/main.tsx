import "./styles/index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createRouter } from "./app/router";
import { handleSessionExpiry } from "./app/session";
import { initI18n } from "./lib/i18n";
import { queryClient } from "./lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks the #root element");

// The router starts its first navigation (loaders, lazy pages) right away, in parallel with the catalogue load.
const router = createRouter(queryClient);
handleSessionExpiry({ router, queryClient });

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
