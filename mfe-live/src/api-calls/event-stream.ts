import { isAbortError } from '@sportsbook/http';

/** GET /api/streams/{eventId}?locale=: the stream page of a live event in the site's language, framed by the stream tab. */
export const streamPath = (eventId: number, locale: string): string =>
  `/api/streams/${eventId}?locale=${encodeURIComponent(locale)}`;

/** What the API says of an event's stream: there, not there (unknown or no longer live), or out of reach. */
export type StreamCheck = 'available' | 'unavailable' | 'failed';

/**
 * Asks for the stream page before framing it: a frame shows an error page as if it were the stream
 * and tells the page nothing, so the player would see the API's error instead of a clear message.
 */
export async function checkStream(eventId: number, locale: string, signal: AbortSignal): Promise<StreamCheck> {
  try {
    const response = await fetch(streamPath(eventId, locale), {
      signal,
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    });
    if (response.ok) return 'available';
    return response.status === 404 ? 'unavailable' : 'failed';
  } catch (error) {
    if (isAbortError(error)) throw error;
    console.warn('[live] the stream could not be checked', error);
    return 'failed';
  }
}
