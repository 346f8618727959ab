/**
 * A finishing order drawn from each entrant's chance of winning: first place with the priced chances,
 * then each next place among those left, in the same proportions (the Plackett-Luce model books use
 * for place markets). So the winner is drawn exactly as the win market priced it.
 */
export function drawFinishingOrder(weights: readonly number[], next: () => number): number[] {
  const left = weights.map((weight, index) => ({ index, weight: Number.isFinite(weight) && weight > 0 ? weight : 0 }));
  const order: number[] = [];
  while (left.length > 0) {
    const total = left.reduce((sum, entrant) => sum + entrant.weight, 0);
    let roll = next() * total;
    const pick = Math.max(
      0,
      left.findIndex((entrant) => (roll -= entrant.weight) < 0),
    );
    order.push((left.splice(pick, 1)[0] as { index: number }).index);
  }
  return order;
}
