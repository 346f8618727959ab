/**
 * A seeded pseudo-random source. Everything generated from SEED must come from one of these so
 * that the same seed always produces the same catalogue (ids, teams, prices) on every machine.
 * mulberry32: tiny, fast and good enough for simulation (not for secrets).
 */
export class Random {
  private state: number;

  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A derived, independent stream, so adding draws in one place does not shift another. */
  fork(label: string): Random {
    return new Random((this.seed ^ hashLabel(label)) >>> 0);
  }
}

/** FNV-1a, to turn a fork label into a seed offset. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const createRandom = (seed: number): Random => new Random(seed);
