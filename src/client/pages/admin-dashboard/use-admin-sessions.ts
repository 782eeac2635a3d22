import { useT } from "../../i18n/i18n-provider.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { ADMIN_PAGE_SIZE_DEFAULT } from "../../../shared/limits.js";
import type { AdminSessionTypeFilter, Pagination } from "../../../shared/schemas/admin.js";
import type { AdminSession } from "../../lib/admin-auth.js";
import { adminSessionsQuery } from "../../lib/admin-queries.js";
import { SEARCH_DELAY_MS, useDebouncedValue } from "../../lib/use-debounced-value.js";

const NO_PAGES: Pagination = { page: 1, limit: ADMIN_PAGE_SIZE_DEFAULT, total: 0, pages: 0 };

/**
 * The Sessions tab's list: page, search (debounced), type filter and the selected ids, which a new search or filter
 * narrows to what it shows. The list is a query (the previous page stays on screen while the next loads); a
 * deletion invalidates it rather than reloading by hand.
 */
export function useAdminSessions(session: AdminSession) {
  const t = useT();
  const [search, setSearch] = useState("");
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [type, setType] = useState<AdminSessionTypeFilter>("all");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const list = useQuery({
    ...adminSessionsQuery(session, { page, limit: ADMIN_PAGE_SIZE_DEFAULT, search: debouncedSearch, type }, t),
    placeholderData: keepPreviousData,
  });
  const sessions = list.data?.sessions ?? [];
  const pagination = list.data?.pagination ?? NO_PAGES;

  // A page emptied by a deletion steps back rather than showing "no sessions".
  const emptiedPage = !list.isPlaceholderData && list.data !== undefined && sessions.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) setPage(Math.max(1, pagination.pages));
  }, [emptiedPage, pagination.pages]);

  // The selection belongs to one search and filter: once a new one's list arrives, it keeps only the sessions that
  // list shows, so "N of M selected" and the export never hold rows nobody can see. Paging keeps it.
  const listKey = `${type}\u0000${debouncedSearch}`;
  const [selectionKey, setSelectionKey] = useState(listKey);
  const freshList = !list.isPlaceholderData && list.data !== undefined;
  useEffect(() => {
    if (!freshList || selectionKey === listKey) return;
    const shown = new Set(sessions.map((item) => item.id));
    setSelected((current) => new Set([...current].filter((id) => shown.has(id))));
    setSelectionKey(listKey);
  }, [freshList, selectionKey, listKey, sessions]);

  const changeSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);
  const changeType = useCallback((value: AdminSessionTypeFilter) => {
    setType(value);
    setPage(1);
  }, []);

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const selectAll = useCallback(() => setSelected((current) => new Set([...current, ...sessions.map((item) => item.id)])), [sessions]);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const forget = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const loading = list.isFetching;
  return { search, changeSearch, type, changeType, page, setPage, sessions, pagination, loading, selected, toggle, selectAll, clearSelection, forget };
}
