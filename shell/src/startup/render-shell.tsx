import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app';
import { embeddingFrom } from '../embedded/embedding';
import { noteServerPaint } from '../federation/server-paint';

/** The first render of the frame and the current page. */
export function renderShell(): void {
  const query = new URLSearchParams(window.location.search);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  noteServerPaint(container);
  // Read once: ?theme=, ?embedded= and ?betslip-origin= hold for the whole visit, not just the first URL.
  const root = createRoot(container);
  // A transition lets React render the first page in slices that yield to the browser, instead of
  // one long task a phone's player cannot interrupt (Total Blocking Time).
  startTransition(() => root.render(<App themeQuery={query.get('theme')} embedding={embeddingFrom(window.location.search)} />));
}
