/** Spec §2: the button appears after this much scrolling. */
const BACK_TO_TOP_AFTER_PX = 200;
/** Pages that scroll inside their own frame or are too short to need it. */
const EXCLUDED = [
  /^\/[a-z]{2}\/sports\/(kiron|betradar-virtuals|edge|esports|esportsbull|exchange|parlaybay|soccerbet|vir2al-games|leap)/,
  /^\/[a-z]{2}\/(cryptoblast|powerball|lotto|maintenance|blocked)/,
];

export const showBackToTop = (scrollY: number, pathname: string): boolean =>
  scrollY > BACK_TO_TOP_AFTER_PX && !EXCLUDED.some((pattern) => pattern.test(pathname));

const CONTROL = 'a[href],button,input,select,textarea,summary,[role="button"],[role="link"],[tabindex]:not([tabindex="-1"])';

/**
 * Whether a control of the page lies under the button's box: its centre and the middle of each
 * edge are asked what is there, past the button itself. The button then steps aside, so a player
 * who reaches for a Retry, a Place bet or an odds button at the bottom right always gets it.
 */
export function controlUnder(box: DOMRect, self: Element, elementsAt: (x: number, y: number) => Element[]): boolean {
  const inset = 4;
  const points: Array<[number, number]> = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + box.height / 2],
    [box.right - inset, box.top + box.height / 2],
    [box.left + box.width / 2, box.top + inset],
    [box.left + box.width / 2, box.bottom - inset],
  ];
  return points.some(([x, y]) =>
    elementsAt(x, y).some((element) => !self.contains(element) && element.closest(CONTROL) !== null),
  );
}
