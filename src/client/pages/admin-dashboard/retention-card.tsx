import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN, retentionSettingSchema, type AdminRetentionPolicy } from "../../../shared/schemas/retention.js";
import { InlineLoading } from "../../components/state-screens.js";
import { TitledCard } from "../../components/titled-card.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { setRetentionDays } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminKeys, retentionPolicyQuery } from "../../lib/admin-queries.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";

/**
 * The retention rule in force and the admin's way to set or clear it, unless RETENTION_DAYS fixes it or the admin is
 * the demo account (each then says so instead).
 */
export function RetentionCard({ session }: { session: AdminSession }) {
  const t = useT();
  const policy = useQuery(retentionPolicyQuery(session, t)).data;
  return (
    <TitledCard
      title={
        <>
          <CalendarClock size={20} aria-hidden="true" />
          {t("retention.title")}
        </>
      }
      className="retention-card"
    >
      {policy ? (
        <>
          <p className="retention-card__rule" data-testid="retention-rule">
            {policy.days === null ? t("retention.off") : t("retention.rule", { days: policy.days })}
          </p>
          {policy.changeable ? (
            <RetentionForm session={session} policy={policy} />
          ) : (
            <p className="field__hint">{t(policy.source === "environment" ? "retention.fixedByServer" : "retention.demoAccount")}</p>
          )}
        </>
      ) : (
        <InlineLoading label={t("common.loading")} />
      )}
    </TitledCard>
  );
}

function RetentionForm({ session, policy }: { session: AdminSession; policy: AdminRetentionPolicy }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const ids = useId();
  const [value, setValue] = useState(policy.days === null ? "" : String(policy.days));
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (days: number | null) => dataOrThrow(session.call((token) => setRetentionDays(token, days))),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.retention, saved);
      setValue(saved.days === null ? "" : String(saved.days));
      toast.success(t("retention.saved"));
    },
    onError: (error) => {
      const status = errorStatus(error);
      if (status !== 401) toast.error(status === 0 ? t("admin.networkError") : errorMessage(error, t("retention.failedToSave")));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = retentionSettingSchema.safeParse({ days: value.trim() === "" ? NaN : Number(value) });
    setInvalid(!parsed.success);
    if (parsed.success) save.mutate(parsed.data.days);
  };

  const describedBy = `${ids}-hint${invalid ? ` ${ids}-error` : ""}`;
  return (
    <form className="retention-card__form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={`${ids}-days`}>
        {t("retention.daysLabel")}
      </label>
      <div className="retention-card__row">
        <input
          id={`${ids}-days`}
          className="input retention-card__input"
          type="number"
          inputMode="numeric"
          min={RETENTION_DAYS_MIN}
          max={RETENTION_DAYS_MAX}
          step={1}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {t("retention.save")}
        </button>
        {policy.days !== null && (
          <button type="button" className="btn" disabled={save.isPending} onClick={() => save.mutate(null)}>
            {t("retention.turnOff")}
          </button>
        )}
      </div>
      {invalid && (
        <p className="retention-card__error" id={`${ids}-error`} role="alert">
          {t("retention.invalidDays", { min: RETENTION_DAYS_MIN, max: RETENTION_DAYS_MAX })}
        </p>
      )}
      <p className="field__hint" id={`${ids}-hint`}>
        {t("retention.daysHint")}
      </p>
    </form>
  );
}
