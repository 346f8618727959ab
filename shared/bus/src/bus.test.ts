import { LOGGED_OUT, type SelectionRequest } from '@sportsbook/contracts';
import type * as BusModule from './bus';
import { createBus, getBus, type BusLogger } from './bus';

const selection: SelectionRequest = {
  outcomeId: 11,
  marketId: 7,
  eventId: 3,
  eventDescription: 'Arsenal v Chelsea',
  marketDescription: 'Match Result',
  outcomeDescription: 'Arsenal',
  decimal: 2.1,
  isLive: false,
};

const recordingLogger = () => {
  const errors: string[] = [];
  const warnings: string[] = [];
  const logger: BusLogger = { warn: (m) => warnings.push(m), error: (m) => errors.push(m) };
  return { logger, errors, warnings };
};

describe('state topics', () => {
  it('replay the latest value to a subscriber that arrives late', () => {
    const bus = createBus();
    bus.setState('session', { ...LOGGED_OUT, loggedIn: true, accountId: 'a1', username: 'ann', expiresAt: 1 });
    bus.setState('session', { ...LOGGED_OUT });
    const seen: boolean[] = [];
    bus.subscribe('session', (s) => seen.push(s.loggedIn));
    expect(seen).toEqual([false]);
    expect(bus.getState('session')?.loggedIn).toBe(false);
  });

  it('deliver nothing until a value was set', () => {
    const bus = createBus();
    const seen: unknown[] = [];
    bus.subscribe('wallet/balance', (v) => seen.push(v));
    expect(seen).toEqual([]);
    bus.setState('wallet/balance', null);
    expect(seen).toEqual([null]);
  });
});

describe('messages', () => {
  it('are delivered to current receivers only, never replayed', () => {
    const bus = createBus();
    const early: number[] = [];
    bus.on('betslip/add-selection', (s) => early.push(s.outcomeId));
    bus.publish('betslip/add-selection', selection);
    const late: number[] = [];
    bus.on('betslip/add-selection', (s) => late.push(s.outcomeId));
    expect(early).toEqual([11]);
    expect(late).toEqual([]);
  });

  it('stop reaching a receiver after it unsubscribes', () => {
    const bus = createBus();
    const seen: number[] = [];
    const off = bus.on('betslip/remove-selection', (p) => seen.push(p.outcomeId));
    off();
    bus.publish('betslip/remove-selection', { outcomeId: 1 });
    expect(seen).toEqual([]);
  });

  it('keep reaching other receivers when one throws', () => {
    const { logger, errors } = recordingLogger();
    const bus = createBus(logger);
    const seen: number[] = [];
    bus.on('betslip/remove-selection', () => {
      throw new Error('boom');
    });
    bus.on('betslip/remove-selection', (p) => seen.push(p.outcomeId));
    bus.publish('betslip/remove-selection', { outcomeId: 5 });
    expect(seen).toEqual([5]);
    expect(errors.some((e) => e.includes('threw'))).toBe(true);
  });
});

describe('validation at the boundary', () => {
  it.each([
    ['a string outcome id', { ...selection, outcomeId: '11' }],
    ['odds below 1', { ...selection, decimal: 0.5 }],
    ['NaN odds', { ...selection, decimal: Number.NaN }],
    ['null', null],
    ['a missing field', { outcomeId: 1 }],
  ])('drops and logs a malformed message: %s', (_label, payload) => {
    const { logger, errors } = recordingLogger();
    const bus = createBus(logger);
    const receiver = jest.fn();
    bus.on('betslip/add-selection', receiver);
    const accepted = bus.publish('betslip/add-selection', payload as never);
    expect(accepted).toBe(false);
    expect(receiver).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
  });

  it('drops a malformed state value and keeps the previous one', () => {
    const { logger, errors } = recordingLogger();
    const bus = createBus(logger);
    bus.setState('odds-format', { format: 'euro' });
    expect(bus.setState('odds-format', { format: 'decimal' } as never)).toBe(false);
    expect(bus.getState('odds-format')).toEqual({ format: 'euro' });
    expect(errors[0]).toContain('malformed topic "odds-format"');
  });

  it('keeps the betslip lock and theme topics to their contract', () => {
    const { logger, errors } = recordingLogger();
    const bus = createBus(logger);
    expect(bus.setState('betslip/lock', { locked: true, reason: 'placing' })).toBe(true);
    expect(bus.setState('betslip/lock', { locked: 'yes' } as never)).toBe(false);
    expect(bus.setState('theme', { mode: 'light' })).toBe(true);
    expect(bus.setState('theme', { mode: 'sepia' } as never)).toBe(false);
    expect(bus.getState('betslip/lock')).toEqual({ locked: true, reason: 'placing' });
    expect(bus.getState('theme')).toEqual({ mode: 'light' });
    expect(errors).toHaveLength(2);
  });

  it('rejects an unknown message name', () => {
    const { logger, errors } = recordingLogger();
    const bus = createBus(logger);
    expect(bus.publish('betslip/explode' as never, {} as never)).toBe(false);
    expect(errors[0]).toContain('unknown message "betslip/explode"');
  });

  it('rejects names inherited from Object.prototype', () => {
    const { logger } = recordingLogger();
    const bus = createBus(logger);
    expect(bus.setState('toString' as never, {} as never)).toBe(false);
  });
});

describe('singleton guard', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('sportsbook.bus')];
  });

  it('gives two copies of the bus module the same bus', () => {
    let first: ReturnType<typeof getBus> | undefined;
    let second: ReturnType<typeof getBus> | undefined;
    jest.isolateModules(() => {
      first = jest.requireActual<typeof BusModule>('./bus').getBus();
    });
    jest.isolateModules(() => {
      second = jest.requireActual<typeof BusModule>('./bus').getBus();
    });
    expect(first).toBeDefined();
    expect(second).toBe(first);
    const seen: string[] = [];
    second?.subscribe('locale', (l) => seen.push(l.locale));
    first?.setState('locale', { locale: 'fr' });
    expect(seen).toEqual(['fr']);
  });

  it('keeps the page bus when a copy with another contract version joins', () => {
    const pageBus = { ...createBus(), contractVersion: 999 };
    (globalThis as Record<symbol, unknown>)[Symbol.for('sportsbook.bus')] = pageBus;
    const { logger, errors } = recordingLogger();
    expect(getBus(logger)).toBe(pageBus);
    expect(errors[0]).toContain('contract 999');
  });
});
