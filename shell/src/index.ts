// The async boundary lets the federation runtime negotiate shared modules before any of them runs.
import('./bootstrap')
  .then(({ start }) => start())
  .catch((error: unknown) => {
    console.error('shell failed to start', error);
  });
