import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { ADMIN_PAGE_SIZE_DEFAULT } from "../../../shared/limits.js";
import type { AdminSessionSummary, AdminSessionTypeFilter, Pagination } from "../../../shared/schemas/admin.js";
import { listAdminSessions } from "../../lib/admin-api.js";
import type { AdminSession } from "../../lib/admin-session.js";
import { adminText as text } from "../../text/admin.js";

const SEARCH_DELAY_MS = 300;

/** The Sessions tab's list: page, search (debounced), type filter and the selected ids. */
export function useAdminSessions(session: AdminSession) {
  const [search, setSearch] = useState("");
  const [debouncedSearch, setDebouncedSearch] = useState("");
  const [type, setType] = useState<AdminSessionTypeFilter>("all");
  const [page, setPage] = useState(1);
  const [sessions, setSessions] = useState<AdminSessionSummary[]>([]);
  const [pagination, setPagination] = useState<Pagination>({ page: 1, limit: ADMIN_PAGE_SIZE_DEFAULT, total: 0, pages: 0 });
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reloadCount, setReloadCount] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setDebouncedSearch(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    void session
      .call((token) => listAdminSessions(token, { page, limit: ADMIN_PAGE_SIZE_DEFAULT, search: debouncedSearch, type }, controller.signal))
      .then((result) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        if (result.ok) {
          setSessions(result.data.sessions);
          setPagination(result.data.pagination);
          // A page emptied by a deletion steps back rather than showing "no sessions".
          if (result.data.sessions.length === 0 && page > 1) setPage(Math.max(1, result.data.pagination.pages));
        } else if (result.status !== 401) {
          toast.error(result.status === 0 ? text.networkError : result.error);
        }
      });
    return () => controller.abort();
  }, [session, page, debouncedSearch, type, reloadCount]);

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
  const reload = useCallback(() => setReloadCount((count) => count + 1), []);

  return { search, changeSearch, type, changeType, page, setPage, sessions, pagination, loading, selected, toggle, selectAll, clearSelection, forget, reload };
}

