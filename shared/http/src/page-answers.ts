import { apiGetKey, PAGE_DATA_FRESH_MS, PAGE_DATA_SCRIPT_ID, pageAnswersSchema, type PageAnswers } from '@sportsbook/contracts';
import * as v from '@sportsbook/schema';
import type { Query } from './query';

/** Read once per page (per element, so a test's new page is read anew). */
const read = new WeakMap<Element, PageAnswers>();

function writtenAnswers(): PageAnswers {
  const element = document.getElementById(PAGE_DATA_SCRIPT_ID);
  if (!element) return {};
  let answers = read.get(element);
  if (!answers) {
    // A page whose answers do not parse asks the API, as it would without them.
    let parsed: unknown;
    try {
      parsed = JSON.parse(element.textContent ?? '');
    } catch {
      parsed = null;
    }
    const checked = v.safeParse(pageAnswersSchema, parsed);
    answers = checked.success ? checked.output : {};
    read.set(element, answers);
  }
  return answers;
}

/**
 * The answer the shell's server wrote into the page for this GET (contracts' page-data.ts), or
 * undefined: only while the page is starting, and only when it was asked in the language and odds
 * format this call asks in. Each caller gets its own copy, as from the network.
 */
export function pageAnswerTo(path: string, query: Query | undefined, headers: Readonly<Record<string, string>>): unknown {
  if (typeof document === 'undefined' || performance.now() > PAGE_DATA_FRESH_MS) return undefined;
  const answer = writtenAnswers()[apiGetKey(path, query)];
  if (!answer || answer.language !== headers['X-Accept-Language'] || answer.priceFormat !== headers['X-LVS-PriceFormat']) {
    return undefined;
  }
  return structuredClone(answer.body);
}
