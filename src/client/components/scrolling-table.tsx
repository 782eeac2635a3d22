import type { ReactNode } from "react";

/**
 * The box of a table that may be wider than a phone: it scrolls sideways, and is a named tab stop (a region), so a
 * keyboard can scroll it too.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
