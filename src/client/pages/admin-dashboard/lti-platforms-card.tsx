import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { GraduationCap } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { LtiPlatform } from "../../../shared/schemas/lti.js";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { EmptyState } from "../../components/state-screens.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { deleteLtiPlatform, rotateLtiKey } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminKeys, ltiPlatformsQuery } from "../../lib/admin-queries.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import { AdminQueryCard } from "./admin-query-card.js";
import { LtiPlatformForm } from "./lti-platform-form.js";
import { ScrollingTable } from "../../components/scrolling-table.js";

/** Learning platforms (LTI 1.3): the tool's endpoints to enter at one, those registered, and a manual registration. */
export function LtiPlatformsCard({ session }: { session: AdminSession }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const platforms = useQuery(ltiPlatformsQuery(session, t));
  // Both are asked first: a removed platform's links stop opening Ordsky, and a rotation cannot be taken back.
  const [removing, setRemoving] = useState<LtiPlatform | null>(null);
  const [rotating, setRotating] = useState(false);
  const onError = (error: Error) => {
    if (errorStatus(error) !== 401) toast.error(errorMessage(error));
  };
  const remove = useMutation({
    mutationFn: (id: string) => dataOrThrow(session.call((token) => deleteLtiPlatform(token, id))),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.ltiPlatforms });
      toast.success(t("lti.removed"));
    },
    onError,
    onSettled: () => setRemoving(null),
  });
  const rotate = useMutation({
    mutationFn: () => dataOrThrow(session.call(rotateLtiKey)),
    onSuccess: () => toast.success(t("lti.rotated")),
    onError,
    onSettled: () => setRotating(false),
  });
  const title = (
    <>
      <GraduationCap size={20} aria-hidden="true" />
      {t("lti.title")}
    </>
  );
  return (
    <AdminQueryCard title={title} query={platforms} demoMessage={t("lti.demoAccount")}>
      {({ tool, platforms: registered }) => (
        <>
          <p className="field__hint">{t("lti.hint")}</p>
          <dl className="lti-endpoints" data-testid="lti-endpoints">
            <dt>{t("lti.registrationUrl")}</dt>
            <dd>{tool.registrationUrl}</dd>
            <dt>{t("lti.loginUrl")}</dt>
            <dd>{tool.loginUrl}</dd>
            <dt>{t("lti.launchUrl")}</dt>
            <dd>{tool.launchUrl}</dd>
            <dt>{t("lti.jwksUrl")}</dt>
            <dd>{tool.jwksUrl}</dd>
          </dl>
          {registered.length === 0 ? (
            <EmptyState title={t("lti.none")} />
          ) : (
            <ScrollingTable label={t("lti.title")}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t("lti.issuer")}</th>
                    <th scope="col">{t("lti.clientId")}</th>
                    <th scope="col">{t("lti.deploymentIds")}</th>
                    <th scope="col">{t("lti.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {registered.map((platform) => (
                    <tr key={platform.id}>
                      <td>
                        {platform.name && <div>{platform.name}</div>}
                        {platform.issuer}
                      </td>
                      <td>{platform.clientId}</td>
                      <td>{platform.deploymentIds.join(", ")}</td>
                      <td>
                        <button type="button" className="btn btn--sm" disabled={remove.isPending} aria-label={t("lti.removeLabel", { issuer: platform.issuer })} onClick={() => setRemoving(platform)}>
                          {t("lti.remove")}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
          )}
          <LtiPlatformForm session={session} />
          <p className="field__hint">{t("lti.rotateHint")}</p>
          <button type="button" className="btn" disabled={rotate.isPending} onClick={() => setRotating(true)}>
            {t("lti.rotate")}
          </button>
          {removing && (
            <ConfirmDialog title={t("lti.removeConfirmTitle")} confirmLabel={t("lti.remove")} busy={remove.isPending} onConfirm={() => remove.mutate(removing.id)} onCancel={() => setRemoving(null)}>
              <p>{t("lti.removeConfirm", { platform: removing.name || removing.issuer })}</p>
            </ConfirmDialog>
          )}
          {rotating && (
            <ConfirmDialog title={t("lti.rotateConfirmTitle")} confirmLabel={t("lti.rotate")} tone="primary" busy={rotate.isPending} onConfirm={() => rotate.mutate()} onCancel={() => setRotating(false)}>
              <p>{t("lti.rotateHint")}</p>
            </ConfirmDialog>
          )}
        </>
      )}
    </AdminQueryCard>
  );
}
