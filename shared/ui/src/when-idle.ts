export type WhenIdle = (callback: () => void) => void;

/** The browser's next idle moment, and no later than a second from now (Safari has no idle callback). */
export const whenIdle: WhenIdle = (callback) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 1);
};
