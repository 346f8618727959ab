// The async boundary lets the federation runtime negotiate shared modules before any of them runs.
// It waits a task first: the runtime's own start and the shared modules' negotiation are each a long
// task on a phone, and a task between them lets the page paint and answer a tap.
new Promise<void>((resolve) => setTimeout(resolve, 0))
  .then(() => import('./bootstrap'))
  .then(({ start }) => start())
  .catch((error: unknown) => {
    console.error('shell failed to start', error);
  });
