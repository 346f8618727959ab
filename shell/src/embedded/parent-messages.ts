/** Messages to the page that embeds the site (spec §7 "Messages to the parent page"). */
export type ParentMessage =
  | { type: 'ready' }
  | { type: 'logon'; username: string | null }
  | { type: 'logout' }
  | { type: 'size'; height: number }
  | { type: 'balance'; balance: number; currency: string }
  | { type: 'language'; locale: string }
  /** With a betslip-origin whose parent wants the slip's selections (see embedding.ts). */
  | { type: 'betslip'; count: number; outcomeIds: number[] };

const SOURCE = 'sportsbook';

/**
 * Posts to the parent only when the site really is framed and the brand names the parent's origin:
 * targeting '*' would hand balances and session events to whoever framed us.
 */
export function createParentMessenger(self: Window, parentOrigin: string | null): (message: ParentMessage) => void {
  const parent = self.parent;
  if (!parentOrigin || parent === self) return () => undefined;
  return (message) => parent.postMessage({ source: SOURCE, ...message }, parentOrigin);
}
