import type { AdminUser } from "../../shared/schemas/admin.js";
import type { ApiResult } from "./api.js";
import { deviceStore } from "./browser-storage.js";

// Spec section 3: the admin's token and user live in local storage under these keys.
const TOKEN_KEY = "adminToken";
const USER_KEY = "adminUser";

export type StoredAdmin = { token: string; admin: AdminUser };

/** The signed-in admin of a protected screen (see useAdminSession). */
export type AdminSession = StoredAdmin & {
  /** Runs an admin call with the token; a 401 signs out (spec: logout call, clear storage, go to /admin/login). */
  call<T>(request: (token: string) => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
  logout(): Promise<void>;
};

/** The signed-in admin, only when both the token and the user are stored (else the dashboard sends you to sign in). */
export function readStoredAdmin(): StoredAdmin | null {
  try {
    const token = deviceStore.get(TOKEN_KEY);
    const user = deviceStore.get(USER_KEY);
    if (!token || !user) return null;
    const admin = JSON.parse(user) as AdminUser;
    if (typeof admin?.email !== "string") return null;
    return { token, admin };
  } catch {
    return null;
  }
}

export function storeAdmin({ token, admin }: StoredAdmin): void {
  deviceStore.set(TOKEN_KEY, token);
  deviceStore.set(USER_KEY, JSON.stringify(admin));
}

export function clearStoredAdmin(): void {
  deviceStore.remove(TOKEN_KEY);
  deviceStore.remove(USER_KEY);
}
