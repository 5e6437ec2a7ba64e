import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/lib/utils';

export interface Tab<K extends string> {
  key: K;
  label: string;
  content: () => ReactNode;
}

/**
 * Tabs in the WAI-ARIA way: a tablist whose arrow keys move between tabs, one tabpanel for the chosen tab.
 * Only the chosen tab's content is rendered (each tab loads its own data).
 */
export const Tabs = <K extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly Tab<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
}) => {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const current = tabs.find((t) => t.key === value) ?? tabs[0]!;
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b">
        {tabs.map((tab, i) => {
          const selected = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(e) => move(e, i)}
              className={cn(
                '-mb-px cursor-pointer border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.key}`}>
        {current.content()}
      </div>
    </div>
  );
};
