/**
 * The event page's answer check: the event's schema and the check the http client makes. Loaded
 * beside the event's request, so the prematch module's first load (the coupon's) does not carry it.
 */
export { checkedAnswer } from '@sportsbook/http';
export { eventEndpoint } from '@sportsbook/contracts';
