import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { BRAND_SCRIPT_ID } from '@sportsbook/contracts';
import { apiServer } from '@sportsbook/http/testing';
import defaultBrand from './shell/brands/eu.json';

// A condition waited on (findBy, waitFor) may take several seconds on a busy two-core machine: lists
// render in slices, a task at a time. Waiting longer costs nothing when the condition comes true.
configure({ asyncUtilTimeout: 5000 });

// The network edge: a request no test route answers fails its test instead of leaving jsdom. A
// file's routes stay until it calls fakeApi again, so a file may set its API up once.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());
// Server data one test loaded must not answer the next (the page's cache lives on globalThis).
afterEach(() => (globalThis as Record<symbol, { clear(): void } | undefined>)[Symbol.for('sportsbook.server-data')]?.clear());

// Every page the shell runs in has its brand written in by the shell's server (shell/brands, the default brand here).

const brandScript = document.createElement('script');
brandScript.id = BRAND_SCRIPT_ID;
brandScript.type = 'application/json';
brandScript.textContent = JSON.stringify(defaultBrand);
document.head.append(brandScript);

// jsdom has <dialog> without showModal/close: open and close it as a browser would (focus trap and
// inert page are the browser's, checked in e2e).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  // Escape cancels the top open dialog: a `cancel` event it may prevent, else it closes.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (top instanceof HTMLDialogElement && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
