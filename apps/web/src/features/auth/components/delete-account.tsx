import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "@vitae/schema";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { deleteUser } from "../api/delete-user";
import { logout } from "../api/logout";
import { ReauthDialog } from "./reauth-dialog";

/** Deletes the account and every resume after a confirmation with the password or a 2FA code, then leaves. */
export function DeleteAccount({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      setOpen(false);
      // The session belonged to the deleted account; ending it also clears the cached user.
      await logout(queryClient).catch(() => {});
      toast({
        variant: "info",
        title: t("danger.deletedTitle"),
        description: t("danger.deletedDescription"),
      });
      await navigate(paths.home, { replace: true });
    },
  });

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{t("danger.deleteDescription")}</p>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t("danger.delete")}
      </Button>
      <ReauthDialog
        user={user}
        open={open}
        onOpenChange={setOpen}
        title={t("danger.confirmTitle")}
        description={t("danger.confirmDescription")}
        confirmLabel={t("danger.confirm")}
        destructive
        onConfirm={mutation.mutateAsync}
      />
    </div>
  );
}
