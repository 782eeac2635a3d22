import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { AdminUser } from "../../../shared/schemas/admin.js";
import { useT } from "../../i18n/i18n-provider.js";
import { dataOrThrow } from "../../lib/api.js";
import { takeAdminHandOver } from "../../lib/sign-in-api.js";

/**
 * Back from the provider with `?signed-in=1`: takes the finished sign-in once (its cookie is cleared by the first
 * call, so React's double effects in development must not call twice) and hands over the admin.
 */
export function useInstitutionHandOver(arrived: boolean, onSignedIn: (token: string, admin: AdminUser) => void) {
  const t = useT();
  const taken = useRef(false);
  const handOver = useMutation({
    mutationFn: () => dataOrThrow(takeAdminHandOver()),
    onSuccess: ({ token, admin }) => {
      toast.success(t("admin.loginSuccessful"));
      onSignedIn(token, admin);
    },
  });
  const { mutate } = handOver;
  useEffect(() => {
    if (!arrived || taken.current) return;
    taken.current = true;
    mutate();
  }, [arrived, mutate]);
  return { pending: handOver.isPending, failed: handOver.isError };
}
