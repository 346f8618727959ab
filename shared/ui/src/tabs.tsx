import { css } from '@emotion/react';
import { useRef, type KeyboardEvent } from 'react';
import { color } from './theme';

const list = css`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${color('border')};
  /* A phone shows as many tabs as fit and scrolls to the rest. */
  overflow-x: auto;
  scrollbar-width: thin;
  & button {
    flex: none;
    min-height: 40px;
    padding: 0 14px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${color('text')};
    font: inherit;
    white-space: nowrap;
    cursor: pointer;
  }
  & button[aria-selected='true'] {
    border-bottom-color: ${color('accent')};
    font-weight: 700;
  }
  & button:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: -2px;
  }
`;

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** The ids that tie a tab to its panel: give the panel `tabPanelProps(idPrefix, active)`. */
export const tabPanelProps = (idPrefix: string, tab: string) =>
  ({ role: 'tabpanel', id: `${idPrefix}-panel-${tab}`, 'aria-labelledby': `${idPrefix}-tab-${tab}` }) as const;

/** Where a key moves the selection among `count` tabs from `index`; undefined for any other key. */
function targetOf(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them, and only the active
 * one is in the tab order. Render only the active panel, with tabPanelProps.
 */
export function Tabs<T extends string>({
  tabs,
  active,
  onSelect,
  idPrefix,
  label,
}: {
  tabs: ReadonlyArray<TabItem<T>>;
  active: T;
  onSelect: (tab: T) => void;
  idPrefix: string;
  /** The accessible name of the tab list. */
  label: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = targetOf(event.key, index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div css={list} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-controls={`${idPrefix}-panel-${tab.id}`}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
