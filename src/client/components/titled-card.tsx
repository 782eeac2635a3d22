import { useId, type ReactNode } from "react";

type TitledCardProps = { title: ReactNode; /** Heading level inside the page's outline. */ level?: 2 | 3; children: ReactNode };

/** A card section named by its heading, so screen readers announce the section with its title. */
export function TitledCard({ title, level = 2, children }: TitledCardProps) {
  const id = useId();
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section className="card" aria-labelledby={id}>
      <Heading className="card__title" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
