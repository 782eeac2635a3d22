import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { DOCUMENT_PATHS } from "../../../shared/document-paths.js";
import { INSTITUTION_FIELDS, type InstitutionChange, type InstitutionField, type InstitutionPolicy } from "../../../shared/schemas/institution.js";
import { InlineLoading } from "../../components/state-screens.js";
import { TitledCard } from "../../components/titled-card.js";
import { useLocale, useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { setInstitution } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminKeys, institutionPolicyQuery } from "../../lib/admin-queries.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import { institutionKey } from "../../lib/institution-queries.js";
import { InstitutionFieldRow } from "./institution-field.js";

/**
 * "Accessibility statement and privacy notice": what both say of the institution (its name, contacts, enforcement
 * procedure, the address of its statement in WAS-Tool). A field INSTITUTION_* sets is shown, not edited.
 */
export function InstitutionCard({ session }: { session: AdminSession }) {
  const t = useT();
  const { locale } = useLocale();
  const policy = useQuery(institutionPolicyQuery(session, t)).data;
  return (
    <TitledCard
      title={
        <>
          <Landmark size={20} aria-hidden="true" />
          {t("institution.title")}
        </>
      }
      className="setting-card"
    >
      <p className="field__hint institution-card__hint">{t("institution.hint")}</p>
      <p className="row institution-card__links">
        <Link to={DOCUMENT_PATHS.accessibility[locale]}>{t("institution.openStatement")}</Link>
        <Link to={DOCUMENT_PATHS.privacy[locale]}>{t("institution.openNotice")}</Link>
      </p>
      {policy ? <InstitutionForm key={JSON.stringify(policy)} session={session} policy={policy} /> : <InlineLoading label={t("common.loading")} />}
    </TitledCard>
  );
}

function InstitutionForm({ session, policy }: { session: AdminSession; policy: InstitutionPolicy }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const editable = (field: InstitutionField) => policy.changeable && policy[field].source !== "environment";
  const [values, setValues] = useState(() => Object.fromEntries(INSTITUTION_FIELDS.map((field) => [field, policy[field].value ?? ""])) as Record<InstitutionField, string>);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (change: InstitutionChange) => dataOrThrow(session.call((token) => setInstitution(token, change))),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.institution, saved);
      void queryClient.invalidateQueries({ queryKey: institutionKey });
      toast.success(t("institution.saved"));
    },
    onError: (failure) => {
      if (errorStatus(failure) !== 401) setError(errorMessage(failure, t("institution.failedToSave")));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Only what this admin may change is sent: a field the environment fixes would refuse the whole change.
    mutation.mutate(Object.fromEntries(INSTITUTION_FIELDS.filter(editable).map((field) => [field, values[field].trim() || null])));
  };
  return (
    <form className="setting-card__form institution-card__form" onSubmit={submit} noValidate>
      {INSTITUTION_FIELDS.map((field) => (
        <InstitutionFieldRow
          key={field}
          field={field}
          setting={policy[field]}
          editable={editable(field)}
          value={values[field]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setError(null);
          }}
        />
      ))}
      {error && (
        <p className="setting-card__error" role="alert">
          {error}
        </p>
      )}
      {policy.changeable ? (
        <div>
          <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
            {t("institution.save")}
          </button>
        </div>
      ) : (
        <p className="field__hint">{t("institution.demoAccount")}</p>
      )}
    </form>
  );
}
