import { isComplete, lineCount, outcomeIdList, pickedEventCount, togglePick } from './jackpot-picks';

const pick = (ordinal: number, outcomeId = ordinal * 10) => ({ ordinal, outcomeId });

describe('togglePick', () => {
  it('adds picks in ordinal order', () => {
    expect(togglePick([pick(3)], pick(1))).toEqual([pick(1), pick(3)]);
  });

  it('removes an outcome picked a second time', () => {
    expect(togglePick([pick(1), pick(2)], pick(1))).toEqual([pick(2)]);
  });

  it('keeps several outcomes of one event', () => {
    expect(togglePick([pick(1, 11)], pick(1, 12))).toEqual([pick(1, 11), pick(1, 12)]);
  });
});

describe('isComplete', () => {
  it('is complete when the ordinals cover 1 to N', () => {
    expect(isComplete([pick(1), pick(2), pick(3)], 3)).toBe(true);
  });

  it('is complete with several picks on one event', () => {
    expect(isComplete([pick(1, 11), pick(1, 12), pick(2), pick(3)], 3)).toBe(true);
  });

  it('is incomplete while an event has no pick', () => {
    expect(isComplete([pick(1), pick(3)], 3)).toBe(false);
  });

  it('is incomplete when an ordinal lies outside 1 to N, even with N distinct ordinals', () => {
    expect(isComplete([pick(0), pick(1), pick(2)], 3)).toBe(false);
    expect(isComplete([pick(1), pick(2), pick(4)], 3)).toBe(false);
  });

  it('is never complete for a jackpot without events', () => {
    expect(isComplete([], 0)).toBe(false);
  });
});

describe('lineCount', () => {
  it('is the product of the picks per event', () => {
    expect(lineCount([pick(1, 11), pick(1, 12), pick(2, 21), pick(2, 22), pick(2, 23), pick(3)], 3)).toBe(6);
  });

  it('is one line for one pick per event', () => {
    expect(lineCount([pick(1), pick(2)], 2)).toBe(1);
  });

  it('is zero while the slip is incomplete', () => {
    expect(lineCount([pick(1, 11), pick(1, 12)], 2)).toBe(0);
  });
});

it('counts the events that have a pick', () => {
  expect(pickedEventCount([pick(1, 11), pick(1, 12), pick(4)])).toBe(2);
});

it('lists outcome ids as the comma list the jackpot calculation takes', () => {
  expect(outcomeIdList([pick(1, 11), pick(2, 22)])).toBe('11,22');
});
