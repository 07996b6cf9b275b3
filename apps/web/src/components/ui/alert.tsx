import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

const alertVariants = cva(
  "flex gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        info: "border-primary/30 bg-accent text-accent-foreground",
        success: "border-success/40 bg-success/10 [&>svg]:text-success",
        warning: "border-amber-500/40 bg-amber-500/10 [&>svg]:text-amber-600 dark:[&>svg]:text-amber-400",
        error: "border-destructive/40 bg-destructive/10 [&>svg]:text-destructive",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;

export type AlertProps = ComponentProps<"div"> & VariantProps<typeof alertVariants>;

/** A message box inside the page. Pass `role="alert"` or `role="status"` when it appears after an action. */
export function Alert({ className, variant, children, ...props }: AlertProps) {
  const Icon = icons[variant ?? "info"];
  return (
    <div className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon aria-hidden />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("leading-tight font-medium", className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("text-muted-foreground [&_a]:font-medium [&_a]:underline", className)} {...props} />
  );
}
