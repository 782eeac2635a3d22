import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import type { ApiResult } from "./api.js";
import { logoutAdmin } from "./admin-api.js";
import { clearStoredAdmin, readStoredAdmin, type AdminSession } from "./admin-auth.js";
import { adminKeys } from "./admin-queries.js";

/** The signed-in admin for a protected screen, or null (the screen then redirects to /admin/login). */
export function useAdminSession(): AdminSession | null {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stored = useMemo(() => readStoredAdmin(), []);

  const logout = useCallback(async () => {
    const token = stored?.token;
    clearStoredAdmin();
    // What this admin loaded must not show to whoever signs in next on this browser.
    queryClient.removeQueries({ queryKey: adminKeys.all });
    if (token) await logoutAdmin(token).catch(() => undefined);
    navigate("/admin/login", { replace: true });
  }, [navigate, queryClient, stored]);

  const call = useCallback(
    async <T,>(request: (token: string) => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      if (!stored) return { ok: false, status: 401, error: "Not signed in" };
      const result = await request(stored.token);
      if (!result.ok && result.status === 401) await logout();
      return result;
    },
    [logout, stored],
  );

  return useMemo(() => (stored ? { ...stored, call, logout } : null), [stored, call, logout]);
}
