// The team's own dev page. The async boundary lets federation negotiate shared modules first.
import('./standalone/bootstrap').catch((error: unknown) => console.error(error));
