import {
  BUS_CONTRACT_VERSION,
  DEPRECATED_BUS_NAMES,
  busMessageSchemas,
  busTopicSchemas,
  type BusMessageName,
  type BusMessages,
  type BusTopicName,
  type BusTopics,
} from '@sportsbook/contracts';
import { ReplaySubject, Subject, type Observable } from 'rxjs';
import * as v from '@sportsbook/schema';

export type Unsubscribe = () => void;

export interface BusLogger {
  warn: (message: string, detail?: unknown) => void;
  error: (message: string, detail?: unknown) => void;
}

export interface Bus {
  readonly contractVersion: number;
  /** Sends a fire-and-forget message; returns false when it was dropped as invalid. */
  publish<K extends BusMessageName>(name: K, payload: BusMessages[K]): boolean;
  on<K extends BusMessageName>(name: K, handler: (payload: BusMessages[K]) => void): Unsubscribe;
  /** Sets a state topic; late subscribers receive the latest value. */
  setState<K extends BusTopicName>(topic: K, value: BusTopics[K]): boolean;
  subscribe<K extends BusTopicName>(topic: K, handler: (value: BusTopics[K]) => void): Unsubscribe;
  getState<K extends BusTopicName>(topic: K): BusTopics[K] | undefined;
  observe<K extends BusTopicName>(topic: K): Observable<BusTopics[K]>;
}

const consoleLogger: BusLogger = {
  warn: (message, detail) => console.warn(`[bus] ${message}`, detail ?? ''),
  error: (message, detail) => console.error(`[bus] ${message}`, detail ?? ''),
};

function accepts(logger: BusLogger, kind: 'message' | 'topic', name: string, payload: unknown): boolean {
  const schemas: Record<string, v.GenericSchema> = kind === 'message' ? busMessageSchemas : busTopicSchemas;
  const schema = Object.hasOwn(schemas, name) ? schemas[name] : undefined;
  if (!schema) {
    logger.error(`unknown ${kind} "${name}" dropped`, payload);
    return false;
  }
  if (DEPRECATED_BUS_NAMES.has(name)) logger.warn(`${kind} "${name}" is deprecated`);
  if (!v.is(schema, payload)) {
    logger.error(`malformed ${kind} "${name}" dropped`, payload);
    return false;
  }
  return true;
}

/** A receiver that throws is logged and skipped, so it cannot break the others. */
const guarded =
  (logger: BusLogger, name: string, handler: (value: unknown) => void) =>
  (value: unknown): void => {
    try {
      handler(value);
    } catch (error) {
      logger.error(`a receiver of "${name}" threw`, error);
    }
  };

function subjectOf<S>(subjects: Map<string, S>, name: string, create: () => S): S {
  let subject = subjects.get(name);
  if (!subject) subjects.set(name, (subject = create()));
  return subject;
}

/**
 * Creates an isolated bus. Application code uses `getBus()`; this is for tests and for the guard.
 * Payloads are validated on the way in: whatever another team's remote sends, a receiver only ever
 * sees a payload that matches the contract, and a throwing receiver cannot break the others.
 */
export function createBus(logger: BusLogger = consoleLogger): Bus {
  const messages = new Map<string, Subject<unknown>>();
  const topics = new Map<string, ReplaySubject<unknown>>();
  const latest = new Map<string, unknown>();
  const accept = (kind: 'message' | 'topic', name: string, payload: unknown) => accepts(logger, kind, name, payload);
  const messageSubject = (name: string) => subjectOf(messages, name, () => new Subject<unknown>());
  const topicSubject = (name: string) => subjectOf(topics, name, () => new ReplaySubject<unknown>(1));

  return {
    contractVersion: BUS_CONTRACT_VERSION,
    publish(name, payload) {
      if (!accept('message', name, payload)) return false;
      messageSubject(name).next(payload);
      return true;
    },
    on(name, handler) {
      if (!Object.hasOwn(busMessageSchemas, name)) {
        logger.error(`subscription to unknown message "${name}" rejected`);
        return () => undefined;
      }
      const subscription = messageSubject(name).subscribe(guarded(logger, name, handler as (v: unknown) => void));
      return () => subscription.unsubscribe();
    },
    setState(topic, value) {
      if (!accept('topic', topic, value)) return false;
      latest.set(topic, value);
      topicSubject(topic).next(value);
      return true;
    },
    subscribe(topic, handler) {
      if (!Object.hasOwn(busTopicSchemas, topic)) {
        logger.error(`subscription to unknown topic "${topic}" rejected`);
        return () => undefined;
      }
      const subscription = topicSubject(topic).subscribe(guarded(logger, topic, handler as (v: unknown) => void));
      return () => subscription.unsubscribe();
    },
    getState(topic) {
      return latest.get(topic) as BusTopics[typeof topic] | undefined;
    },
    observe(topic) {
      return topicSubject(topic).asObservable() as Observable<BusTopics[typeof topic]>;
    },
  };
}

const GLOBAL_KEY = Symbol.for('sportsbook.bus');
type BusHolder = { [GLOBAL_KEY]?: Bus };

/**
 * The page's one bus. The bus package is a federation singleton, but a remote built with a
 * mismatched version could still bring a second copy of this module: the instance lives on
 * globalThis so every copy returns the same bus and the page can never be split in two.
 */
export function getBus(logger: BusLogger = consoleLogger): Bus {
  const holder = globalThis as BusHolder;
  const existing = holder[GLOBAL_KEY];
  if (existing) {
    if (existing.contractVersion !== BUS_CONTRACT_VERSION) {
      logger.error(
        `bus contract ${BUS_CONTRACT_VERSION} joined a page running contract ${existing.contractVersion}; using the page's bus`,
      );
    }
    return existing;
  }
  const bus = createBus(logger);
  holder[GLOBAL_KEY] = bus;
  return bus;
}
