import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ROOT } from './stack';

type Strings = Record<string, string>;

/** An app's strings in one language, nested keys flattened ("remote-unavailable.mfe_live"). */
function flatten(value: unknown, prefix = '', into: Strings = {}): Strings {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

function localeFiles(language: string): string[] {
  const apps = ['shell', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-'))];
  return apps.flatMap((app) => {
    const folder = path.join(ROOT, app, 'src', 'locales', language);
    return fs.existsSync(folder) ? fs.readdirSync(folder).map((file) => path.join(folder, file)) : [];
  });
}

function strings(language: string): Map<string, Strings> {
  return new Map(
    localeFiles(language).map((file) => [
      path.relative(path.join(ROOT), file).replace(`/${language}/`, '/*/'),
      flatten(JSON.parse(fs.readFileSync(file, 'utf8'))),
    ]),
  );
}

/**
 * The UI's English strings that `language` says otherwise: seeing one on a page in that language
 * means a word was left in English. Strings with placeholders are left out (they never show whole).
 */
export function englishUiStrings(language: string): Set<string> {
  const english = strings('en');
  const translated = strings(language);
  const sameInBoth = new Set([...translated.values()].flatMap((file) => Object.values(file)));
  const found = new Set<string>();
  for (const [file, words] of english) {
    for (const [key, text] of Object.entries(words)) {
      const other = translated.get(file)?.[key];
      if (text.includes('{{') || text.trim().length < 2 || other === text || sameInBoth.has(text)) continue;
      found.add(text.trim());
    }
  }
  return found;
}

type Named = { description?: string; [key: string]: unknown };

/** Every `description` of an answer in walking order, so two answers of the same events pair up. */
function descriptions(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => descriptions(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Named)) {
      if (key === 'description' && typeof item === 'string') into.push(item);
      else descriptions(item, into);
    }
  }
  return into;
}

/**
 * The catalogue's English names that the API says otherwise in `language` (sports, countries,
 * markets, outcomes), found by asking for the same events in both: a name the same in both is a
 * proper name (a team, a league) or a word the language shares, and is allowed.
 */
export async function englishCatalogueNames(request: APIRequestContext, language: string): Promise<Set<string>> {
  const url = '/xapi/rest/events?eventsPerPage=200&includeMarkets=true';
  // Names are paired event by event: the live book changes between the two answers (an event kicks
  // off or ends, a market opens), and pairing the whole answers by position would misalign them.
  const ask = async (l: string) => {
    const body = (await (await request.get(url, { headers: { 'X-Accept-Language': l } })).json()) as { events?: Named[] };
    return new Map((body.events ?? []).map((event) => [event.id, descriptions(event)]));
  };
  const [english, translated] = [await ask('en'), await ask(language)];
  const pairs = [...english].flatMap(([id, names]) => {
    const other = translated.get(id);
    return other && other.length === names.length ? names.map((name, index) => [name, other[index]] as const) : [];
  });
  const sameSomewhere = new Set(pairs.filter(([name, other]) => other === name).map(([name]) => name));
  return new Set(pairs.filter(([name, other]) => other !== name && !sameSomewhere.has(name)).map(([name]) => name));
}

/** The operator's English page titles and descriptions that the API says otherwise in `language`. */
export async function englishPageTitles(request: APIRequestContext, language: string): Promise<Set<string>> {
  type Settings = { page_attributes?: Array<{ title?: string; description?: string }> };
  const ask = async (l: string) => {
    const settings = (await (
      await request.get('/api/all_cached_settings', { headers: { 'X-Accept-Language': l } })
    ).json()) as Settings;
    return (settings.page_attributes ?? []).flatMap((entry) => [entry.title ?? '', entry.description ?? '']);
  };
  const [english, translated] = [await ask('en'), await ask(language)];
  return new Set(english.filter((text, index) => text && translated[index] !== text));
}

/** The operator's English content (HTML widgets, adverts) that the API writes otherwise in `language`. */
export async function englishOperatorWords(request: APIRequestContext, language: string): Promise<Set<string>> {
  const textOf = (html: string) => html.split(/<[^>]+>/).map((part) => part.trim());
  const ask = async (l: string): Promise<string[]> => {
    const get = async (url: string) => (await request.get(url, { headers: { 'X-Accept-Language': l } })).json();
    const widgets = await Promise.all(
      [1, 2].map(async (id) => ((await get(`/api/html_widgets/${id}`)) as { content: string }).content),
    );
    const adverts = (await Promise.all([1, 2, 3, 4].map((id) => get(`/api/adverts/${id}`)))) as Array<Record<string, string>>;
    const jackpot = ((await get('/api/adverts/jackpot_banner')) as { adverts: Array<Record<string, string>> }).adverts;
    return [
      ...widgets.flatMap(textOf),
      ...[...adverts, ...jackpot].flatMap((advert) => [advert.name ?? '', advert.description ?? '', advert.link_name ?? '']),
    ];
  };
  const [english, translated] = [await ask('en'), await ask(language)];
  return new Set(english.filter((text, index) => text && translated[index] !== text));
}
