import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Pagination as PaginationInfo } from "../../../shared/schemas/admin.js";
import { useT } from "../../i18n/i18n-provider.js";

/** Shown only when there is more than one page; moves one page at a time. `of` says what is counted (sessions by default). */
export function Pagination({ pagination, onPage, of = "sessions" }: { pagination: PaginationInfo; onPage: (page: number) => void; of?: "sessions" | "records" }) {
  const t = useT();
  const { page, limit, total, pages } = pagination;
  if (pages <= 1) return null;
  const from = Math.min(total, (page - 1) * limit + 1);
  const to = Math.min(total, page * limit);
  return (
    <nav className="admin-pagination" aria-label={t("admin.pagination")}>
      <p className="muted small">{t(of === "records" ? "audit.showing" : "admin.showing", { from: from, to: to, total: total })}</p>
      <div className="row">
        <button type="button" className="btn btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft size={16} aria-hidden="true" />
          {t("admin.previous")}
        </button>
        <span className="small" aria-current="page">
          {t("admin.pageOf", { page: page, pages: pages })}
        </span>
        <button type="button" className="btn btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("admin.next")}
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
