/** The jackpot id of a /jackpot/sport/{jackpotEvent} path segment: "42" or "42-mega-jackpot-13". */
export function jackpotIdOf(segment: string | undefined): number | null {
  const match = /^(\d{1,15})(?:-[a-z0-9-]*)?$/i.exec(segment ?? '');
  return match ? Number(match[1]) : null;
}
