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
 * from its toggle button; it closes when the pointer or focus leaves it, or on Escape.
 */
export function HoverMenu({ trigger, label, children }: { trigger: ReactNode; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div
      css={wrap}
      ref={root}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => !root.current?.contains(event.relatedTarget as Node | null) && setOpen(false)}
    >
      {trigger}
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        css={css`
          min-height: 36px;
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
        <ul css={panel} onClick={() => setOpen(false)}>
          {children}
        </ul>
      )}
    </div>
  );
}
