import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type ToastStore, type ToastVariant, toastStore, useToasts } from "../../lib/toast";
import { ToastClose, ToastDescription, ToastProvider, ToastRoot, ToastTitle, ToastViewport } from "./toast";

const icons: Record<ToastVariant, typeof Info | null> = {
  default: null,
  info: Info,
  success: CircleCheck,
  error: CircleAlert,
};

const iconColours: Record<ToastVariant, string> = {
  default: "",
  info: "text-primary",
  success: "text-success",
  error: "text-destructive",
};

/** Renders the toast queue; mount once near the root. */
export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const toasts = useToasts(store);

  return (
    <ToastProvider duration={5000} label={t("common.notification")}>
      {toasts.map(({ id, title, description, variant = "default", open }) => {
        const Icon = icons[variant];
        return (
          <ToastRoot
            key={id}
            open={open}
            variant={variant}
            type={variant === "error" ? "foreground" : "background"}
            onOpenChange={(next) => {
              if (!next) store.dismiss(id);
            }}
          >
            {Icon && <Icon className={`mt-0.5 size-5 shrink-0 ${iconColours[variant]}`} aria-hidden />}
            <div className="grid gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            <ToastClose aria-label={t("common.close")} />
          </ToastRoot>
        );
      })}
      <ToastViewport label={t("common.notifications")} />
    </ToastProvider>
  );
}
