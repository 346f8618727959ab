import { css } from '@emotion/react';
import { SERVER_PAINT_ATTRIBUTE, type ExposedModuleId } from '@sportsbook/contracts';
import { color } from '@sportsbook/ui';
import { useLayoutEffect, useRef } from 'react';

/** What the shell's server painted of each module (shared/serve's first paint), until the module shows. */
const painted = new Map<string, Element>();

/**
 * Notes what the server painted of remote modules in the page, before the shell's first render
 * (which clears the root). Nothing is moved yet: the page keeps painting it while React renders.
 */
export function noteServerPaint(root: Element): void {
  for (const element of root.querySelectorAll(`[${SERVER_PAINT_ATTRIBUTE}]`)) {
    painted.set(element.getAttribute(SERVER_PAINT_ATTRIBUTE) ?? '', element);
  }
}

/** The server's paint of a module, if it has one and has not been replaced yet. */
export const serverPaintOf = (id: ExposedModuleId): Element | null => painted.get(id) ?? null;

/**
 * Whether a slot shows its module (or the module's fallback): something other than a loading state.
 * Loading states, the shell's and the modules', say so with aria-busy.
 */
function moduleShown(slot: Element): boolean {
  if (slot.querySelector('[data-remote-fallback]')) return true;
  const content = slot.querySelector('[data-remote]');
  return content !== null && content.childElementCount > 0 && content.querySelector('[aria-busy="true"]') === null;
}

/** Over the slot's loading state, in the page's colour: the server's paint is what the player sees. */
const overlay = css`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  background: ${color('background')};
`;

/**
 * Keeps what the server painted of the module in its slot, over the loading state, until the module
 * shows. Moved in before the first render's paint and dropped in the same frame as the module's
 * content arrives, so the player never sees the highlights go and come back.
 */
export function ServerPaint({ id, element }: { id: ExposedModuleId; element: Element }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = host.current;
    const slot = box?.parentElement;
    if (!box || !slot) return;
    const drop = () => {
      observer.disconnect();
      element.remove();
      painted.delete(id);
    };
    const observer = new MutationObserver(() => {
      if (moduleShown(slot)) drop();
    });
    if (moduleShown(slot)) return drop();
    box.append(element);
    observer.observe(slot, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    return () => {
      observer.disconnect();
      element.remove();
    };
  }, [id, element]);
  return <div ref={host} css={overlay} />;
}
