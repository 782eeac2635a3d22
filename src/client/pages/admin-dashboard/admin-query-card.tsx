import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { InlineLoading } from "../../components/state-screens.js";
import { TitledCard } from "../../components/titled-card.js";
import { useT } from "../../i18n/i18n-provider.js";
import { errorStatus } from "../../lib/api.js";

/**
 * An admin card over one query: what the demo account is told in place of data it may not see (the server's 403),
 * a spinner while it loads, then `children` with the data.
 */
export function AdminQueryCard<T>({ title, query, demoMessage, children }: { title: ReactNode; query: UseQueryResult<T>; demoMessage: string; children: (data: T) => ReactNode }) {
  const t = useT();
  if (query.error && errorStatus(query.error) === 403) {
    return (
      <TitledCard title={title}>
        <p className="field__hint">{demoMessage}</p>
      </TitledCard>
    );
  }
  if (query.data === undefined) return <TitledCard title={title}>{query.isPending ? <InlineLoading label={t("common.loading")} /> : null}</TitledCard>;
  return <TitledCard title={title}>{children(query.data)}</TitledCard>;
}
