import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";

/** Full-screen loading state with the screen's own text. */
export function LoadingScreen({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <main className="state-screen" aria-busy="true">
      <div className="state-screen__box" role="status" aria-live="polite">
        <div className="spinner" aria-hidden="true" />
        <p style={{ fontWeight: 650, fontSize: "1.1rem" }}>{title}</p>
        {subtitle && <p className="muted">{subtitle}</p>}
      </div>
    </main>
  );
}

/** Full-screen error or not-found state with the screen's actions. */
export function ErrorScreen({ title, message, icon, children }: { title: string; message: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <main className="state-screen">
      <div className="state-screen__box" role="alert">
        <div className="state-screen__icon state-screen__icon--danger" aria-hidden="true">
          {icon ?? <AlertTriangle size={30} />}
        </div>
        <h1 style={{ fontSize: "1.5rem" }}>{title}</h1>
        <p className="muted">{message}</p>
        {children && <div className="row" style={{ justifyContent: "center", marginTop: 8 }}>{children}</div>}
      </div>
    </main>
  );
}

/** Inline empty state: a title and a line of help. */
export function EmptyState({ title, message, icon }: { title: string; message?: string; icon?: ReactNode }) {
  return (
    <div className="empty-state">
      {icon && <div aria-hidden="true">{icon}</div>}
      <p className="empty-state__title">{title}</p>
      {message && <p>{message}</p>}
    </div>
  );
}

/** Inline loading state inside a card: a small spinner and what is loading, announced politely. */
export function InlineLoading({ label }: { label: string }) {
  return (
    <div className="inline-loading" role="status">
      <div className="spinner spinner--sm" aria-hidden="true" />
      {label}
    </div>
  );
}
