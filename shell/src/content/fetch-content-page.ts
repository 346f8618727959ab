import { contentPageSchema, type ContentPage, type ContentPageSlug } from '@sportsbook/contracts';
import { http } from '@sportsbook/http';
import * as v from '@sportsbook/schema';

/** GET /api/content-pages/{brand}/{slug} in the page language; an answer of another shape fails. */
export async function fetchContentPage(
  brand: string,
  slug: ContentPageSlug,
  locale: string,
  signal?: AbortSignal,
): Promise<ContentPage> {
  const answer = await http().get<unknown>(`/api/content-pages/${brand}/${slug}`, { query: { l: locale }, signal });
  if (!v.is(contentPageSchema, answer)) throw new Error(`the ${slug} page did not answer { slug, title, description, html }`);
  return answer;
}
