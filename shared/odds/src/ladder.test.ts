import { parseOddsLadder, snapToLadder } from './ladder';

const silent = () => ({ error: jest.fn() });

describe('parseOddsLadder', () => {
  it('reads key=val,val|key=val into sorted ladders', () => {
    const log = silent();
    const ladders = parseOddsLadder('DEFAULT=1.5,1.1,2|POWER_ODDS=3', log);
    expect(ladders.get('DEFAULT')).toEqual([1.1, 1.5, 2]);
    expect(ladders.get('POWER_ODDS')).toEqual([3]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('treats an empty config as no ladder, without an error', () => {
    const log = silent();
    expect(parseOddsLadder('  ', log).size).toBe(0);
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each(['DEFAULT', 'DEFAULT=', 'DEFAULT=1.1,,1.2', '=1.1', 'DEFAULT=1.1|', 'DEFAULT=abc', 'DEFAULT=0.5', 'A=1.1;B=1.2'])(
    'logs an error and uses no ladder for the bad config %p',
    (config) => {
      const log = silent();
      expect(parseOddsLadder(config, log).size).toBe(0);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('key=val,val|key=val'));
    },
  );
});

describe('snapToLadder', () => {
  const ladder = [1.1, 1.2, 1.5, 2, 2.5];

  it('rounds down to the highest step not above the price', () => {
    expect(snapToLadder(1.49, ladder)).toBe(1.2);
    expect(snapToLadder(1.5, ladder)).toBe(1.5);
    expect(snapToLadder(9, ladder)).toBe(2.5);
  });

  it('keeps a price below the first step, never raising it to the step', () => {
    expect(snapToLadder(1.05, ladder)).toBe(1.05);
    expect(snapToLadder(1.09, ladder)).toBe(1.09);
    expect(snapToLadder(1.1, ladder)).toBe(1.1);
  });

  it('leaves every price as it is on an empty ladder', () => {
    expect(snapToLadder(1.37, [])).toBe(1.37);
  });

  it('tolerates binary error at a step', () => {
    expect(snapToLadder(1.2 - 1e-12, [1.2])).toBe(1.2);
  });
});
