/** Spec §2: the button appears after this much scrolling. */
const BACK_TO_TOP_AFTER_PX = 200;
/** Pages that scroll inside their own frame or are too short to need it. */
const EXCLUDED = [
  /^\/[a-z]{2}\/sports\/(kiron|betradar-virtuals|edge|esports|esportsbull|exchange|parlaybay|soccerbet|vir2al-games|leap)/,
  /^\/[a-z]{2}\/(cryptoblast|powerball|lotto|maintenance|blocked)/,
];

export const showBackToTop = (scrollY: number, pathname: string): boolean =>
  scrollY > BACK_TO_TOP_AFTER_PX && !EXCLUDED.some((pattern) => pattern.test(pathname));
