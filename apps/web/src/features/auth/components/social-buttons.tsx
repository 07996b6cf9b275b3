import type { Provider } from "@vitae/schema";
import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

type SocialProvider = Exclude<Provider, "email">;

const order: readonly SocialProvider[] = ["github", "google", "openid"];

function GitHubMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.53-1.33-1.28-1.69-1.28-1.69-1.05-.72.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z" />
    </svg>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.66-.22-2.45H12v4.63h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.56-5.17 3.56-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.9l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.13 0-5.77-2.11-6.72-4.95H1.27v3.11A12 12 0 0 0 12 24Z"
      />
      <path
        fill="#FBBC05"
        d="M5.28 14.29A7.2 7.2 0 0 1 4.9 12c0-.8.14-1.57.38-2.29V6.6H1.27a12 12 0 0 0 0 10.8l4.01-3.11Z"
      />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.35.61 4.6 1.8l3.44-3.44A11.95 11.95 0 0 0 1.27 6.6l4.01 3.11C6.23 6.88 8.87 4.77 12 4.77Z"
      />
    </svg>
  );
}

const icons: Record<SocialProvider, () => ReactNode> = {
  github: GitHubMark,
  google: GoogleMark,
  openid: () => <KeyRound aria-hidden />,
};

/**
 * One button per social provider the server lists. They are plain links: OAuth starts with a
 * full-page navigation to the server, which comes back at /auth/callback.
 */
export function SocialButtons({ providers }: { providers: readonly Provider[] }) {
  const { t } = useTranslation("account");
  const listed = order.filter((provider) => providers.includes(provider));
  if (listed.length === 0) return null;

  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {listed.map((provider) => {
        const Icon = icons[provider];
        return (
          <Button
            key={provider}
            asChild
            variant="outline"
            className={listed.length % 2 === 1 && provider === listed.at(-1) ? "sm:col-span-2" : undefined}
          >
            <a href={`/api/auth/${provider}`}>
              <Icon />
              {t(`login.providers.${provider}`)}
            </a>
          </Button>
        );
      })}
    </div>
  );
}
