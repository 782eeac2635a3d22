import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserCheck } from "lucide-react";
import { toast } from "sonner";
import type { SignedInAccount } from "../../../shared/schemas/auth.js";
import { EmptyState } from "../../components/state-screens.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { setAccountAdmin } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminKeys, signedInAccountsQuery } from "../../lib/admin-queries.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import { AdminQueryCard } from "./admin-query-card.js";
import { CreatedDate } from "./session-badges.js";
import { ScrollingTable } from "../../components/scrolling-table.js";

/** People who signed in with the institution: an admin makes one an admin (from their next sign-in) or takes it back. */
export function AccountsCard({ session, institution }: { session: AdminSession; institution: string }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const accounts = useQuery(signedInAccountsQuery(session, t));
  const change = useMutation({
    mutationFn: (input: { account: SignedInAccount; promoted: boolean }) => dataOrThrow(session.call((token) => setAccountAdmin(token, input.account.id, input.promoted))),
    onSuccess: (_saved, { account, promoted }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.accounts });
      toast.success(t(promoted ? "accounts.promoted" : "accounts.demoted", { email: account.email }));
    },
    onError: (error) => {
      if (errorStatus(error) !== 401) toast.error(errorMessage(error));
    },
  });
  const title = (
    <>
      <UserCheck size={20} aria-hidden="true" />
      {t("accounts.title", { name: institution })}
    </>
  );
  return (
    <AdminQueryCard title={title} query={accounts} demoMessage={t("accounts.demoAccount")}>
      {(data) => (
        <>
          <p className="field__hint">{t("accounts.hint")}</p>
          {data.length === 0 ? (
            <EmptyState title={t("accounts.none")} />
          ) : (
            <ScrollingTable label={t("accounts.title", { name: institution })}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.fullName")}</th>
                    <th scope="col">{t("admin.email")}</th>
                    <th scope="col">{t("accounts.lastSignIn")}</th>
                    <th scope="col">{t("accounts.adminColumn")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((account) => (
                    <tr key={account.id}>
                      <td>{account.fullName}</td>
                      <td>{account.email}</td>
                      <td>
                        <CreatedDate iso={account.lastSignInAt} />
                      </td>
                      <td>
                        {account.adminByClaim ? (
                          <span className="badge badge--success">{t("accounts.byClaim")}</span>
                        ) : (
                          <button
                            type="button"
                            className={`btn btn--sm${account.promoted ? "" : " btn--primary"}`}
                            disabled={change.isPending}
                            aria-label={t(account.promoted ? "accounts.demoteLabel" : "accounts.promoteLabel", { email: account.email })}
                            onClick={() => change.mutate({ account, promoted: !account.promoted })}
                          >
                            {t(account.promoted ? "accounts.demote" : "accounts.promote")}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
          )}
        </>
      )}
    </AdminQueryCard>
  );
}
