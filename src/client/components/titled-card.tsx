import { useId, type ReactNode } from "react";

type TitledCardProps = {
  title: ReactNode;
  /** Heading level inside the page's outline. */
  level?: 2 | 3;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A card section named by its heading, so screen readers announce the section with its title. */
export function TitledCard({ title, level = 2, actions, className, children }: TitledCardProps) {
  const id = useId();
  const Heading = level === 3 ? "h3" : "h2";
  const heading = (
    <Heading className="card__title" id={id}>
      {title}
    </Heading>
  );
  return (
    <section className={`card${className ? ` ${className}` : ""}`} aria-labelledby={id}>
      {actions ? (
        <div className="card__header">
          {heading}
          <div className="card__actions">{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
