import { ArrowLeft } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { useStickyHeaderClearance } from "../app/use-sticky-header-clearance.js";

type PageHeaderProps = {
  /** What stands before the titles: usually a BackLink. */
  leading: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Indicators and actions after the titles. */
  children?: ReactNode;
  /** Full-width content under the header row (e.g. a progress bar). */
  below?: ReactNode;
};

/** The sticky header every screen shares: leading control, title and subtitle, then the screen's actions. */
export function PageHeader({ leading, title, subtitle, children, below }: PageHeaderProps) {
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderClearance(headerRef);
  return (
    <header className="page-header" ref={headerRef}>
      <div className="container page-header__inner">
        {leading}
        <div className="page-header__titles">
          <h1 className="page-header__title">{title}</h1>
          {subtitle !== undefined && <p className="page-header__subtitle">{subtitle}</p>}
        </div>
        {children}
      </div>
      {below}
    </header>
  );
}

/** A back arrow: icon-only with an accessible name, or with its label shown. */
export function BackLink({ to, label, showLabel = false }: { to: string; label: string; showLabel?: boolean }) {
  if (!showLabel) {
    return (
      <Link to={to} className="icon-btn" aria-label={label}>
        <ArrowLeft size={20} aria-hidden="true" />
      </Link>
    );
  }
  return (
    <Link className="btn btn--ghost btn--sm" to={to}>
      <ArrowLeft size={18} aria-hidden="true" />
      {label}
    </Link>
  );
}
