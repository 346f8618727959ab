/** Golfers' names: invented, first names and surnames of the tours' many countries. */
const FIRST = ['Adam', 'Bruno', 'Callum', 'Diego', 'Erik', 'Felipe', 'Gareth', 'Hideo', 'Ivan', 'Jonas', 'Kieran', 'Lars'];
const LAST = ['Ashworth', 'Bergström', 'Castellano', 'Delacroix', 'Eriksen', 'Fairbanks'];

/** 72 names, each first name with each surname once. */
export const GOLFERS: readonly string[] = LAST.flatMap((last, j) =>
  FIRST.map((_, i) => `${FIRST[(i + j * 5) % FIRST.length] as string} ${last}`),
);
