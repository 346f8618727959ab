export { createBus, getBus, type Bus, type BusLogger, type Unsubscribe } from './bus';
