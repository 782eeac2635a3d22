import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { LtiPlatformInput } from "../../../shared/schemas/lti.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { registerLtiPlatform } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminKeys } from "../../lib/admin-queries.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";

const FIELDS = ["name", "issuer", "clientId", "deploymentIds", "authorizationUrl", "tokenUrl", "jwksUrl"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: "", issuer: "", clientId: "", deploymentIds: "", authorizationUrl: "", tokenUrl: "", jwksUrl: "" };

/** A platform without Dynamic Registration (Canvas): the settings its admin page shows, entered by hand. */
export function LtiPlatformForm({ session }: { session: AdminSession }) {
  const t = useT();
  const ids = useId();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const save = useMutation({
    mutationFn: (input: LtiPlatformInput) => dataOrThrow(session.call((token) => registerLtiPlatform(token, input))),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.ltiPlatforms });
      setValues(EMPTY);
      toast.success(t("lti.registered"));
    },
    onError: (error) => {
      if (errorStatus(error) !== 401) toast.error(errorMessage(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const deploymentIds = values.deploymentIds.split(/[\s,]+/).filter(Boolean);
    save.mutate({ ...values, deploymentIds });
  };
  return (
    <form className="lti-platform-form" onSubmit={submit} aria-label={t("lti.addTitle")}>
      <h3>{t("lti.addTitle")}</h3>
      {FIELDS.map((field) => (
        <div className="field" key={field}>
          <label className="field__label" htmlFor={`${ids}-${field}`}>
            {t(`lti.field.${field}`)}
          </label>
          <input
            id={`${ids}-${field}`}
            className="input"
            required={field !== "name"}
            type={field.endsWith("Url") ? "url" : "text"}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        </div>
      ))}
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {t("lti.add")}
      </button>
    </form>
  );
}
