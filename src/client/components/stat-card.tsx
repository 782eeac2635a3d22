import type { ReactNode } from "react";

/** A labelled figure with an icon (dashboards' stat rows). */
export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="card stat-card">
      <div className="stat-card__icon" aria-hidden="true">
        {icon}
      </div>
      <div>
        <div className="stat-card__value">{value}</div>
        <div className="stat-card__label">{label}</div>
      </div>
    </div>
  );
}
