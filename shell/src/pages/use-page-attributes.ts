import { CONTENT_PAGE_SLUGS } from '@sportsbook/contracts';
import { useEffect } from 'react';
import { currentBrand } from '../brands/current-brand';
import { useSettings } from '../settings/settings-store';
import { pageAttributesFor } from './page-attributes';

/** An information page names itself from the API's answer (ContentPage). */
const ownsItsHead = (pathname: string): boolean =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(pathname.split('/')[2] ?? '');

/** Per-page title and meta description from the operator's page_attributes (spec §1). */
export function usePageAttributes(pathname: string): void {
  const all = useSettings((s) => s?.page_attributes);
  const favicon = useSettings((s) => s?.branding?.favicon_url);
  useEffect(() => {
    if (ownsItsHead(pathname)) return;
    const attributes = all ? pageAttributesFor(all, pathname) : undefined;
    document.title = attributes?.title ?? currentBrand.name;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (attributes?.description) {
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = attributes.description;
    }
  }, [all, pathname]);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = favicon;
  }, [favicon]);
}
