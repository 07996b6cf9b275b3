import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable, headlessChromiumArgs } from "@vitae/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Real Chromium from the system (never a downloaded browser), the built product on a fresh database.
export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: ".tmp/report" }]],
  outputDir: ".tmp/results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumExecutable() ?? "/usr/bin/chromium",
          args: [...headlessChromiumArgs],
        },
      },
    },
  ],
  webServer: {
    command: "node serve.mjs",
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), PUBLIC_URL: baseURL },
    stdout: "ignore",
    stderr: "pipe",
  },
});
