/** @jest-environment jest-fixed-jsdom */
import { HELD_SCRIPTS_ID, PAGE_STARTER } from './page-start';

let frames: FrameRequestCallback[] = [];

/** A parsed page as the build writes it, in a tab that is `hidden` or not, its starter run. */
function parsedPage(hidden: boolean): void {
  document.head.innerHTML =
    `<template id="${HELD_SCRIPTS_ID}"><script defer src="/main.1.js"></script>` +
    `<link rel="preload" as="script" fetchpriority="low" href="/startup.2.js"></template>`;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  frames = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  window.eval(PAGE_STARTER);
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

/** What the starter put into the head, beside the template. */
const started = () => [...document.head.children].filter((element) => element.localName !== 'template');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('asks for nothing until the first frame has rendered, then for every held element in order', () => {
  parsedPage(false);
  expect(started()).toEqual([]);
  frames.forEach((frame) => frame(0));
  // Still nothing within the frame itself: the paint comes first.
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(0);
  const [script, preload] = started() as [HTMLScriptElement, HTMLLinkElement];
  expect(started()).toHaveLength(2);
  expect(script.getAttribute('src')).toBe('/main.1.js');
  // Run in the order written, as the deferred tag would have.
  expect(script.async).toBe(false);
  expect(preload.outerHTML).toBe('<link rel="preload" as="script" fetchpriority="low" href="/startup.2.js">');
});

it('starts at once in a hidden tab, which renders no frame', () => {
  parsedPage(true);
  expect(started()).toHaveLength(2);
});

it('starts after a second when no frame comes, and only once', () => {
  parsedPage(false);
  jest.advanceTimersByTime(999);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(started()).toHaveLength(2);
  frames.forEach((frame) => frame(0));
  jest.advanceTimersByTime(0);
  expect(started()).toHaveLength(2);
});
