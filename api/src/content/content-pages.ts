/**
 * The operator's information pages: VIP, help, responsible gambling, terms, privacy,
 * cookies and how to join, per brand (its name) and language (`l`, English otherwise), as a CMS
 * would hold them: a title and description for the page's head, and HTML the shell sanitizes.
 */
import type { ContentPage, ContentPageSlug } from '@sportsbook/contracts';
import { escapeHtml } from '../http/embedded-page';
import { siteLocale } from '../http/site-locale';
import type { BrandConfig } from './brands';
import { CONTENT_PAGE_TEXTS } from './content-page-texts';

/** Each page ends with a way on: help points to responsible gambling, every other page to help. */
const NEXT: Readonly<Record<ContentPageSlug, ContentPageSlug>> = {
  vip: 'help',
  help: 'responsible-gambling',
  'responsible-gambling': 'help',
  terms: 'help',
  privacy: 'cookies',
  cookies: 'privacy',
  join: 'help',
};

export function contentPage(brand: BrandConfig, slug: ContentPageSlug, l?: string): ContentPage {
  const language = siteLocale(l);
  const texts = CONTENT_PAGE_TEXTS[language];
  const named = (text: string) => text.replaceAll('{name}', brand.name);
  const next = NEXT[slug];
  const html = [
    ...texts[slug].body.map((paragraph) => `<p>${escapeHtml(named(paragraph))}</p>`),
    ...(texts[slug].toolsLink
      ? [`<p><a href="/${language}/account/safer-play">${escapeHtml(texts[slug].toolsLink)}</a></p>`]
      : []),
    `<p><a href="/${language}/${next}">${escapeHtml(named(texts[next].title))}</a></p>`,
  ].join('');
  return { slug, title: named(texts[slug].title), description: named(texts[slug].description), html };
}
