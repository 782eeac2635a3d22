import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Globe2 } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { TimeZonePolicy } from "../../../shared/schemas/time-zone.js";
import { InlineLoading } from "../../components/state-screens.js";
import { TitledCard } from "../../components/titled-card.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { setTimeZone } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminKeys, timeZonePolicyQuery } from "../../lib/admin-queries.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import { SettingNotes } from "./setting-notes.js";

/** "Time zone": the zone every report writes its times in, TZ's when the server sets it, else the admin's choice here. */
export function TimeZoneCard({ session }: { session: AdminSession }) {
  const t = useT();
  const policy = useQuery(timeZonePolicyQuery(session, t)).data;
  return (
    <TitledCard
      title={
        <>
          <Globe2 size={20} aria-hidden="true" />
          {t("timeZone.title")}
        </>
      }
      className="setting-card"
    >
      {policy ? (
        <>
          <p className="setting-card__rule" data-testid="time-zone-rule">
            {t("timeZone.rule", { zone: policy.timeZone })}
          </p>
          {policy.changeable ? (
            <TimeZoneForm key={policy.timeZone} session={session} policy={policy} />
          ) : (
            <p className="field__hint">{policy.source === "environment" ? t("timeZone.fixedByServer") : t("timeZone.demoAccount")}</p>
          )}
        </>
      ) : (
        <InlineLoading label={t("common.loading")} />
      )}
    </TitledCard>
  );
}

function TimeZoneForm({ session, policy }: { session: AdminSession; policy: TimeZonePolicy }) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const ids = useId();
  const zones = useMemo(() => Intl.supportedValuesOf("timeZone"), []);
  const [value, setValue] = useState(policy.timeZone);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (zone: string | null) => dataOrThrow(session.call((token) => setTimeZone(token, zone))),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.timeZone, saved);
      toast.success(t("timeZone.saved", { zone: saved.timeZone }));
    },
    onError: (failure) => {
      if (errorStatus(failure) !== 401) setError(errorMessage(failure, t("timeZone.failedToSave")));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    mutation.mutate(value.trim());
  };
  const describedBy = `${ids}-hint${error ? ` ${ids}-error` : ""}`;
  return (
    <form className="setting-card__form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={`${ids}-zone`}>
        {t("timeZone.label")}
      </label>
      <div className="setting-card__row">
        <input
          id={`${ids}-zone`}
          className="input setting-card__input setting-card__input--wide"
          list={`${ids}-zones`}
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        <datalist id={`${ids}-zones`}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
          {t("retention.save")}
        </button>
        {policy.source === "admin" && (
          <button type="button" className="btn" disabled={mutation.isPending} onClick={() => mutation.mutate(null)}>
            {t("timeZone.useDefault")}
          </button>
        )}
      </div>
      <SettingNotes ids={ids} error={error} hint={t("timeZone.hint")} />
    </form>
  );
}
