/**
 * Horses' names: invented, from two word lists, so every meeting has a stable stable of its own
 * (each course takes a disjoint slice of the list).
 */
const FIRST = [
  'Midnight',
  'Silver',
  'Golden',
  'Royal',
  'Northern',
  'Wild',
  'Crimson',
  'Desert',
  'Thunder',
  'Lucky',
  'Misty',
  'Ocean',
  'Iron',
  'Velvet',
  'Storm',
  'Copper',
  'Highland',
  'Summer',
  'Winter',
  'Dancing',
];
const SECOND = [
  'Tempest',
  'Arrow',
  'Legend',
  'Spirit',
  'Echo',
  'Monarch',
  'Rebel',
  'Comet',
  'Harbour',
  'Ember',
  'Falcon',
  'Whisper',
  'Voyager',
  'Charm',
  'Banner',
  'Dancer',
  'Meadow',
  'Rocket',
  'Lantern',
  'Quest',
];

/** 400 names, interleaved so that a slice mixes first words. */
export const HORSES: readonly string[] = SECOND.flatMap((second, j) =>
  FIRST.map((_, i) => `${FIRST[(i + j) % FIRST.length] as string} ${second}`),
);

/** A course's horses: `count` names from the `index`th slice. */
export const horsesOfCourse = (index: number, count: number): readonly string[] =>
  HORSES.slice(index * count, (index + 1) * count);
