import { apiGetKey, pageDataAt, type ApiGet, type BrandConfig, type PageAnswers } from '@sportsbook/contracts';
import { keptFor } from './kept-for';

/** Prices move: an answer is written into pages for a few seconds, then asked for again. */
const ANSWER_FRESH_MS = 5_000;
/** A page never waits long on the API: it goes out without the answer, and the page asks itself. */
const ANSWER_TIMEOUT_MS = 300;
/** What one answer may add to a page; a larger one is left for the page to ask for. */
const MAX_ANSWER_BYTES = 64 * 1024;

interface PageRequest {
  brand: BrandConfig;
  /** The page's path, /{locale}/…; its language is the first segment. */
  pathname: string;
}

/** The page's language when the brand offers it; a page in another language gets no answers. */
function languageOf({ brand, pathname }: PageRequest): string | null {
  const language = pathname.split('/')[1] ?? '';
  return (brand.languages as readonly string[]).includes(language) ? language : null;
}

async function askApi(apiUrl: string, get: ApiGet, headers: Record<string, string>): Promise<unknown> {
  const url = new URL(apiGetKey(get.path, get.query), apiUrl);
  try {
    const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    const declared = Number(response.headers.get('content-length') ?? 0);
    const text = response.ok && declared <= MAX_ANSWER_BYTES ? await response.text() : '';
    if (!text || text.length > MAX_ANSWER_BYTES) return null;
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The API's answers to what the page's modules ask for first (contracts' page-data.ts), for the
 * shell's server to write into the page. Asked as the page will ask (the brand, the page's
 * language, the brand's odds format), kept a few seconds per brand, language and request, so a
 * burst of page loads costs the API one call each. Public catalogue data only: no cookie of the
 * visitor's is sent. An answer that fails, is slow, large or not JSON is left out.
 */
export function pageAnswerSource(apiUrl: string, now: () => number = Date.now): (page: PageRequest) => Promise<PageAnswers> {
  const kept = keptFor<unknown>(ANSWER_FRESH_MS, now);
  return async (page) => {
    const language = languageOf(page);
    const requests = pageDataAt(page.pathname);
    if (language === null || requests.length === 0) return {};
    const priceFormat = page.brand.defaultOddsFormat.toUpperCase();
    const headers = {
      accept: 'application/json',
      'x-sb-brand': page.brand.id,
      'x-accept-language': language,
      'x-lvs-priceformat': priceFormat,
    };
    const answers = await Promise.all(
      requests.map(async (get) => {
        const key = apiGetKey(get.path, get.query);
        const body = await kept(`${page.brand.id} ${language} ${key}`, () => askApi(apiUrl, get, headers));
        return [key, body] as const;
      }),
    );
    return Object.fromEntries(
      answers.filter(([, body]) => body !== null).map(([key, body]) => [key, { language, priceFormat, body }]),
    );
  };
}
