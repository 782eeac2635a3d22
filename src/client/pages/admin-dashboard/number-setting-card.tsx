import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { InlineLoading } from "../../components/state-screens.js";
import { TitledCard } from "../../components/titled-card.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { dataOrThrow, errorStatus, type ApiResult } from "../../lib/api.js";
import { SettingNotes } from "./setting-notes.js";

/** An admin setting that is a whole number or off, fixed by the environment or stored by an admin. */
export type NumberSetting = { value: number | null; source: "environment" | "admin"; changeable: boolean };

/** What a setting's card says; each text is already translated. */
export type NumberSettingTexts = {
  rule: (value: number) => string;
  off: string;
  label: string;
  hint: string;
  invalid: string;
  turnOff: string;
  saved: string;
  failedToSave: string;
  fixedByServer: string;
  demoAccount: string;
};

type Props<Policy, Key extends readonly string[]> = {
  title: ReactNode;
  testId: string;
  query: UseQueryOptions<Policy, Error, Policy, Key>;
  read: (policy: Policy) => NumberSetting;
  save: (value: number | null) => Promise<ApiResult<Policy>>;
  min: number;
  max: number;
  texts: NumberSettingTexts;
};

/**
 * The rule in force and the admin's way to set or clear it, unless the server's configuration fixes it or the admin
 * is the demo account (each then says so instead). Retention and the evaluations' anonymity floor are two.
 */
export function NumberSettingCard<Policy, Key extends readonly string[]>({ title, testId, query, read, save, min, max, texts }: Props<Policy, Key>) {
  const t = useT();
  const data = useQuery(query).data;
  const setting = data === undefined ? undefined : read(data);
  return (
    <TitledCard title={title} className="setting-card">
      {setting ? (
        <>
          <p className="setting-card__rule" data-testid={testId}>
            {setting.value === null ? texts.off : texts.rule(setting.value)}
          </p>
          {setting.changeable ? (
            <SettingForm setting={setting} queryKey={query.queryKey} read={read} save={save} min={min} max={max} texts={texts} />
          ) : (
            <p className="field__hint">{setting.source === "environment" ? texts.fixedByServer : texts.demoAccount}</p>
          )}
        </>
      ) : (
        <InlineLoading label={t("common.loading")} />
      )}
    </TitledCard>
  );
}

type FormProps<Policy> = Omit<Props<Policy, readonly string[]>, "title" | "testId" | "query"> & { setting: NumberSetting; queryKey: readonly string[] };

function SettingForm<Policy>({ setting, queryKey, read, save, min, max, texts }: FormProps<Policy>) {
  const t = useT();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const ids = useId();
  const [value, setValue] = useState(setting.value === null ? "" : String(setting.value));
  const [invalid, setInvalid] = useState(false);
  const mutation = useMutation({
    mutationFn: (next: number | null) => dataOrThrow(save(next)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      const stored = read(saved).value;
      setValue(stored === null ? "" : String(stored));
      toast.success(texts.saved);
    },
    onError: (error) => {
      const status = errorStatus(error);
      if (status !== 401) toast.error(status === 0 ? t("admin.networkError") : errorMessage(error, texts.failedToSave));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.trim() === "" ? NaN : Number(value);
    const valid = Number.isInteger(number) && number >= min && number <= max;
    setInvalid(!valid);
    if (valid) mutation.mutate(number);
  };

  const describedBy = `${ids}-hint${invalid ? ` ${ids}-error` : ""}`;
  return (
    <form className="setting-card__form" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={`${ids}-value`}>
        {texts.label}
      </label>
      <div className="setting-card__row">
        <input
          id={`${ids}-value`}
          className="input setting-card__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
          {t("retention.save")}
        </button>
        {setting.value !== null && (
          <button type="button" className="btn" disabled={mutation.isPending} onClick={() => mutation.mutate(null)}>
            {texts.turnOff}
          </button>
        )}
      </div>
      <SettingNotes ids={ids} error={invalid ? texts.invalid : null} hint={texts.hint} />
    </form>
  );
}
