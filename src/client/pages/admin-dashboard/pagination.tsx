import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Pagination as PaginationInfo } from "../../../shared/schemas/admin.js";
import { adminText as text } from "../../text/admin.js";

/** Shown only when there is more than one page; moves one page at a time. */
export function Pagination({ pagination, onPage }: { pagination: PaginationInfo; onPage: (page: number) => void }) {
  const { page, limit, total, pages } = pagination;
  if (pages <= 1) return null;
  const from = Math.min(total, (page - 1) * limit + 1);
  const to = Math.min(total, page * limit);
  return (
    <nav className="admin-pagination" aria-label="Pagination">
      <p className="muted small">{text.showing(from, to, total)}</p>
      <div className="row">
        <button type="button" className="btn btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft size={16} aria-hidden="true" />
          {text.previous}
        </button>
        <span className="small" aria-current="page">
          {text.pageOf(page, pages)}
        </span>
        <button type="button" className="btn btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {text.next}
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
