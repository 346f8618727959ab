import { css } from '@emotion/react';
import { color } from '@sportsbook/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';

const wrap = css`
  position: relative;
`;

const panel = css`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 40;
  min-width: 200px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: 8px;
  a,
  button {
    display: block;
    width: 100%;
    padding: 8px 10px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${color('text')};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${color('surfaceRaised')};
  }
  button:disabled {
    color: ${color('textMuted')};
    cursor: not-allowed;
  }
`;

/**
 * A header item with a dropdown that opens on hover (spec §2) and, for keyboard and touch users,
 * from its toggle button. A click pins it open: the pointer that hovered it open and then clicked
 * must not close it again. A hover-opened menu closes when the pointer leaves; a pinned one on an
 * outside press, a pick, focus leaving, or Escape.
 */
export function HoverMenu({ trigger, label, children }: { trigger: ReactNode; label: string; children: ReactNode }) {
  const [state, setState] = useState<'closed' | 'hovered' | 'pinned'>('closed');
  const open = state !== 'closed';
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setState('closed');
    const onPress = (event: MouseEvent) => !root.current?.contains(event.target as Node) && setState('closed');
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPress);
    };
  }, [open]);
  return (
    <div
      css={wrap}
      ref={root}
      onMouseEnter={() => setState((current) => (current === 'closed' ? 'hovered' : current))}
      onMouseLeave={() => setState((current) => (current === 'hovered' ? 'closed' : current))}
      onBlur={(event) => !root.current?.contains(event.relatedTarget as Node | null) && setState('closed')}
    >
      {trigger}
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        onClick={() => setState((current) => (current === 'pinned' ? 'closed' : 'pinned'))}
        css={css`
          min-height: 36px;
          /* A 24 px target at least (WCAG 2.5.8): the arrow alone is narrower. */
          min-width: 24px;
          padding: 0 6px;
          border: 0;
          background: none;
          color: ${color('text')};
          cursor: pointer;
        `}
      >
        ▾
      </button>
      {open && (
        <ul css={panel} onClick={() => setState('closed')}>
          {children}
        </ul>
      )}
    </div>
  );
}
