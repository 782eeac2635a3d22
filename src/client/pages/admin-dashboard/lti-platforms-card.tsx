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
import { LtiPlatformCheckResult, useLtiChecks } from "./lti-platform-check.js";
import { LtiPlatformForm } from "./lti-platform-form.js";
import { LtiPlatformsTable } from "./lti-platforms-table.js";
import { LtiPublicUrlWarning } from "./lti-public-url-warning.js";
import { LtiRegistrationsInProgress } from "./lti-registrations-in-progress.js";
import { LtiToolValues } from "./lti-tool-values.js";

/**
 * Learning platforms (LTI 1.3): a warning while PUBLIC_URL is not an HTTPS address, the tool's values under each
 * platform's own field names, registrations in progress, the platforms registered with a check of each, and a
 * manual registration.
 */
export function LtiPlatformsCard({ session }: { session: AdminSession }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const platforms = useQuery(ltiPlatformsQuery(session, t));
  const checks = useLtiChecks(session);
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
      {({ tool, platforms: registered, registrationAttempts }) => (
        <>
          <LtiPublicUrlWarning tool={tool} />
          <LtiToolValues tool={tool} />
          <LtiRegistrationsInProgress session={session} platforms={registered} attempts={registrationAttempts} />
          <h3 className="lti-registered-title">{t("lti.registeredTitle")}</h3>
          {registered.length === 0 ? (
            <EmptyState title={t("lti.none")} />
          ) : (
            <LtiPlatformsTable
              platforms={registered}
              checking={(id) => checks.checks[id]?.running === true}
              removing={remove.isPending}
              onCheck={(platform) => void checks.run(platform)}
              onRemove={setRemoving}
            />
          )}
          {registered.map((platform) => {
            const state = checks.checks[platform.id];
            return state ? <LtiPlatformCheckResult key={platform.id} state={{ ...state, platform }} /> : null;
          })}
          <p className="visually-hidden" aria-live="polite" data-testid="lti-check-status">
            {checks.announcement}
          </p>
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
