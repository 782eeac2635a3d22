import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Search, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { FILTER_TERM_MAX_LENGTH, type FilterPolicy } from "../../../shared/schemas/word-filter.js";
import { useT } from "../../i18n/i18n-provider.js";
import { useErrorMessage } from "../../i18n/use-server-error.js";
import { setFilterAutomatic } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminKeys, filterPolicyQuery } from "../../lib/admin-queries.js";
import { dataOrThrow, errorStatus } from "../../lib/api.js";
import { SEARCH_DELAY_MS, useDebouncedValue } from "../../lib/use-debounced-value.js";
import { AdminQueryCard } from "./admin-query-card.js";
import { FilterTermList } from "./filter-term-list.js";

/**
 * How the institution steers the word filter for every session: whether it holds answers back by itself, and the
 * words it always and never holds back, searched on the server (a list holds up to 5,000).
 */
export function WordFilterCard({ session }: { session: AdminSession }) {
  const t = useT();
  const ids = useId();
  const [search, setSearch] = useState("");
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The lists on screen stay while the next search's arrive.
  const policy = useQuery({ ...filterPolicyQuery(session, searched, t), placeholderData: keepPreviousData });
  const title = (
    <>
      <ShieldCheck size={20} aria-hidden="true" />
      {t("wordFilter.title")}
    </>
  );
  return (
    <AdminQueryCard title={title} query={policy} demoMessage={t("wordFilter.demoAccount")}>
      {(data) => (
        <>
          <p className="field__hint">{t("wordFilter.intro")}</p>
          <AutomaticSwitch session={session} automatic={data.automatic} changeable={data.changeable} />
          {!data.changeable && (
            <p className="field__hint" role="note">
              {t("wordFilter.demoAccount")}
            </p>
          )}
          <div className="admin-search word-filter__search">
            <Search size={18} aria-hidden="true" className="admin-search__icon" />
            <label className="visually-hidden" htmlFor={`${ids}-search`}>
              {t("wordFilter.searchLabel")}
            </label>
            <input
              id={`${ids}-search`}
              className="input"
              type="search"
              maxLength={FILTER_TERM_MAX_LENGTH}
              placeholder={t("wordFilter.searchPlaceholder")}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="word-filter__lists">
            <FilterTermList session={session} list="hold" terms={data.alwaysHold} total={data.counts.alwaysHold} search={searched} changeable={data.changeable} />
            <FilterTermList session={session} list="pass" terms={data.neverHold} total={data.counts.neverHold} search={searched} changeable={data.changeable} />
          </div>
        </>
      )}
    </AdminQueryCard>
  );
}

/** The switch takes effect when it is flipped; it shows the asked-for state until the server's reply replaces it. */
function AutomaticSwitch({ session, automatic, changeable }: { session: AdminSession; automatic: boolean; changeable: boolean }) {
  const t = useT();
  const ids = useId();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  // The asked-for state, set within the change's own event: the mutation's pending state reaches React a tick later,
  // and in between React put the switch back as it was (a flicker a screen reader may announce, and a test may read).
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: (next: boolean) => dataOrThrow(session.call((token) => setFilterAutomatic(token, next))),
    onSettled: () => setAsked(null),
    onSuccess: (saved) => {
      toast.success(t(saved.automatic ? "wordFilter.automaticOn" : "wordFilter.automaticOff"));
      // Every search's cached lists take the switch at once, so the next flip is never taken for a pending one.
      queryClient.setQueriesData<FilterPolicy>({ queryKey: adminKeys.wordFilter }, (old) => (old ? { ...old, automatic: saved.automatic } : old));
      void queryClient.invalidateQueries({ queryKey: adminKeys.wordFilter });
    },
    onError: (error) => {
      const status = errorStatus(error);
      if (status !== 401) toast.error(status === 0 ? t("admin.networkError") : errorMessage(error, t("wordFilter.failed")));
    },
  });
  return (
    <div className="word-filter__switch">
      <label className="checkbox">
        <input
          type="checkbox"
          role="switch"
          checked={asked ?? automatic}
          disabled={!changeable}
          aria-describedby={`${ids}-hint`}
          onChange={(event) => {
            if (change.isPending) return;
            setAsked(event.target.checked);
            change.mutate(event.target.checked);
          }}
        />
        {t("wordFilter.automatic")}
      </label>
      <p className="field__hint" id={`${ids}-hint`}>
        {t("wordFilter.automaticHint")}
      </p>
    </div>
  );
}
