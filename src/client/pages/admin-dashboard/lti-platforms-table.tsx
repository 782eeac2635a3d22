import type { LtiPlatform } from "../../../shared/schemas/lti.js";
import { ScrollingTable } from "../../components/scrolling-table.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useAdminDateTime } from "./use-admin-date-time.js";

/** The registered platforms: who, under which client id and deployments, whether a launch has come, and what to do. */
export function LtiPlatformsTable({
  platforms,
  checking,
  removing,
  onCheck,
  onRemove,
}: {
  platforms: LtiPlatform[];
  checking: (id: string) => boolean;
  removing: boolean;
  onCheck: (platform: LtiPlatform) => void;
  onRemove: (platform: LtiPlatform) => void;
}) {
  const t = useT();
  const when = useAdminDateTime();
  return (
    <ScrollingTable label={t("lti.registeredTitle")}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("lti.issuer")}</th>
            <th scope="col">{t("lti.clientId")}</th>
            <th scope="col">{t("lti.deploymentIds")}</th>
            <th scope="col">{t("lti.status")}</th>
            <th scope="col">{t("lti.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {platforms.map((platform) => (
            <tr key={platform.id}>
              <td>
                {platform.name && <div>{platform.name}</div>}
                {platform.issuer}
              </td>
              <td>{platform.clientId}</td>
              <td>{platform.deploymentIds.join(", ")}</td>
              <td>{platform.firstLaunchAt === null ? t("lti.statusWaiting") : t("lti.statusLaunched", { when: when(platform.firstLaunchAt) })}</td>
              <td>
                <div className="lti-actions">
                  <button type="button" className="btn btn--sm" disabled={checking(platform.id)} aria-label={t(checking(platform.id) ? "lti.checkingLabel" : "lti.checkLabel", { issuer: platform.issuer })} onClick={() => onCheck(platform)}>
                    {checking(platform.id) ? t("lti.checking") : t("lti.check")}
                  </button>
                  <button type="button" className="btn btn--sm" disabled={removing} aria-label={t("lti.removeLabel", { issuer: platform.issuer })} onClick={() => onRemove(platform)}>
                    {t("lti.remove")}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
