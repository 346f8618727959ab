import type { Margin } from '@sportsbook/contracts';
import { parseOddsLadder } from './ladder';
import {
  NO_ODDS_CONFIG,
  applyMargin,
  findMargin,
  mergeOddsConfigs,
  priceWithLadderAndMargins,
  toOddsConfig,
  type OddsConfig,
} from './margins';

const key = { marketTypeId: 1, leagueId: 3001, outcomeId: 777, eventId: 50, marketId: 5000 };
const silent = () => ({ error: jest.fn() });

describe('findMargin', () => {
  const margins: Margin[] = [
    { brandMarginType: 'DEFAULT', margin: 1 },
    { brandMarginType: 'DEFAULT', margin: 2, leagueId: 3001 },
    { brandMarginType: 'DEFAULT', margin: 3, marketTypeId: 1 },
    { brandMarginType: 'DEFAULT', margin: 4, marketTypeId: 1, leagueId: 3001 },
    { brandMarginType: 'DEFAULT', margin: 9, outcomeId: 999 },
  ];

  it('picks the most specific entry whose every id matches', () => {
    expect(findMargin(margins, key)?.margin).toBe(4);
    expect(findMargin(margins, { ...key, leagueId: 1 })?.margin).toBe(3);
    expect(findMargin(margins, { ...key, marketTypeId: 2 })?.margin).toBe(2);
    expect(findMargin(margins, { ...key, marketTypeId: 2, leagueId: 1 })?.margin).toBe(1);
  });

  it('lets an outcome entry beat everything else', () => {
    expect(findMargin(margins, { ...key, outcomeId: 999 })?.margin).toBe(9);
  });

  it('treats null ids as unset', () => {
    expect(findMargin([{ brandMarginType: 'X', margin: 5, leagueId: null }], key)?.margin).toBe(5);
  });
});

describe('applyMargin', () => {
  it('raises the implied probability by the margin', () => {
    expect(applyMargin(2, 5)).toBeCloseTo(1.9048, 4);
  });

  it('never goes to evens or below', () => {
    expect(applyMargin(1.01, 50)).toBe(1.001);
  });
});

describe('priceWithLadderAndMargins', () => {
  const config: OddsConfig = {
    margins: [
      { brandMarginType: 'DEFAULT', margin: 5, leagueId: 3001 },
      { brandMarginType: 'POWER_ODDS', margin: 0, outcomeId: 777 },
    ],
    ladders: parseOddsLadder('DEFAULT=1.8,1.9,2|POWER_ODDS=2,2.2'),
  };

  it('applies the margin, then rounds down onto the margin type’s ladder', () => {
    expect(priceWithLadderAndMargins(2, { ...key, outcomeId: 1 }, config)).toBe(1.9);
    expect(priceWithLadderAndMargins(2.3, key, config)).toBe(2.2);
  });

  it('uses the default ladder where no margin matches', () => {
    expect(priceWithLadderAndMargins(1.95, { ...key, leagueId: 1, outcomeId: 1 }, config)).toBe(1.9);
  });

  it('keeps the feed price when nothing is configured, silently', () => {
    const log = silent();
    expect(priceWithLadderAndMargins(2.13, { outcomeId: 1 }, NO_ODDS_CONFIG, log)).toBe(2.13);
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each(['marketTypeId', 'leagueId', 'outcomeId'] as const)(
    'falls back to the feed price when %s is missing and names it',
    (field) => {
      const log = silent();
      expect(priceWithLadderAndMargins(2.3, { ...key, [field]: undefined }, config, log)).toBe(2.3);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining(field));
    },
  );
});

describe('toOddsConfig', () => {
  it('parses the ladder string of the response and logs a bad one', () => {
    const log = silent();
    expect(toOddsConfig({ margins: [], odds: 'DEFAULT=1.5' }, log).ladders.get('DEFAULT')).toEqual([1.5]);
    expect(toOddsConfig({ margins: [], odds: 'nonsense' }, log).ladders.size).toBe(0);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});

describe('mergeOddsConfigs', () => {
  it('lets an event’s power odds beat the brand-wide margin on its own ladder', () => {
    const brand = toOddsConfig({ margins: [{ brandMarginType: 'DEFAULT', margin: 0 }], odds: 'DEFAULT=2,2.1,2.2' });
    const power = toOddsConfig({
      margins: [{ brandMarginType: 'POWER_ODDS', margin: -5, eventId: 50 }],
      odds: 'POWER_ODDS=2,2.1,2.2',
    });
    const merged = mergeOddsConfigs(brand, power);
    expect(merged.margins).toHaveLength(2);
    expect([...merged.ladders.keys()]).toEqual(['DEFAULT', 'POWER_ODDS']);
    expect(priceWithLadderAndMargins(2.05, key, merged)).toBe(2.1);
    expect(priceWithLadderAndMargins(2.05, { ...key, eventId: 51 }, merged)).toBe(2);
  });
});
