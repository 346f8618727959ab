import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@sportsbook/translation';
import type { EventTab } from './tracker';

const list = css`
  display: flex;
  gap: 4px;
  border-bottom: 1px solid ${color('border')};
  & button {
    min-height: 40px;
    padding: 0 14px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${color('text')};
    font: inherit;
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

/** WAI-ARIA tabs: arrow keys move between tabs, only the active one is in the tab order. */
export function EventTabs({
  tabs,
  active,
  onSelect,
  idPrefix,
}: {
  tabs: readonly EventTab[];
  active: EventTab;
  onSelect: (tab: EventTab) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('live');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab);
    refs.current[next]?.focus();
  };
  return (
    <div css={list} role="tablist" aria-label={t('event-sections')}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-controls={`${idPrefix}-panel-${tab}`}
          aria-selected={tab === active}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`tab-${tab}`)}
        </button>
      ))}
    </div>
  );
}
