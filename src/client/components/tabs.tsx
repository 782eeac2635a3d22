import type { ReactNode } from "react";

export type TabItem<K extends string> = { key: K; label: ReactNode };

/** A tab list (ARIA tabs pattern, arrow keys move between tabs); the caller renders the panel with `tabPanelProps`. */
export function Tabs<K extends string>({ tabs, active, onChange, label }: { tabs: TabItem<K>[]; active: K; onChange: (key: K) => void; label: string }) {
  const move = (offset: number) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + offset + tabs.length) % tabs.length];
    if (next) {
      onChange(next.key);
      document.getElementById(tabId(next.key))?.focus();
    }
  };
  return (
    <div
      className="tabs"
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") move(1);
        if (event.key === "ArrowLeft") move(-1);
      }}
    >
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={tabId(tab.key)}
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab.key === active}
          aria-controls={panelId(tab.key)}
          tabIndex={tab.key === active ? 0 : -1}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

const tabId = (key: string) => `tab-${key}`;
const panelId = (key: string) => `panel-${key}`;

export function tabPanelProps(key: string) {
  return { role: "tabpanel", id: panelId(key), "aria-labelledby": tabId(key), tabIndex: 0 } as const;
}
