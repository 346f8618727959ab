import { SUPPORTED_LOCALES, type Locale } from '@sportsbook/contracts';
import { escapeHtml } from '../html-text';
import { END_PREVIEW_PATH, type PreviewGrant } from './release-preview';
import { folderOf } from './release-places';

/** The banner's words, in each of the site's languages: `{release}` is the remote and version. */
const TEXTS: Record<Locale, { label: string; body: string; end: string }> = {
  en: { label: 'Preview', body: 'Preview of {release}: only this browser sees it.', end: 'End preview' },
  es: { label: 'Vista previa', body: 'Vista previa de {release}: solo este navegador la ve.', end: 'Terminar la vista previa' },
  fr: { label: 'Aperçu', body: 'Aperçu de {release} : seul ce navigateur le voit.', end: 'Terminer l’aperçu' },
  pt: {
    label: 'Pré-visualização',
    body: 'Pré-visualização de {release}: só este navegador a vê.',
    end: 'Terminar a pré-visualização',
  },
  vi: { label: 'Bản xem trước', body: 'Bản xem trước của {release}: chỉ trình duyệt này thấy.', end: 'Kết thúc xem trước' },
  th: { label: 'ตัวอย่าง', body: 'ตัวอย่างของ {release} มีเพียงเบราว์เซอร์นี้ที่เห็น', end: 'จบการแสดงตัวอย่าง' },
  zh: { label: '预览', body: '{release} 的预览：仅此浏览器可见。', end: '结束预览' },
  id: { label: 'Pratinjau', body: 'Pratinjau {release}: hanya peramban ini yang melihatnya.', end: 'Akhiri pratinjau' },
};

/** The page's language from its path (`/fr/sports` → fr), English for a path without one. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return (SUPPORTED_LOCALES as readonly string[]).includes(first) ? (first as Locale) : 'en';
}

const STYLE =
  'display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:center;padding:8px 12px;' +
  'background:#ffd400;color:#111;font:600 14px/1.4 system-ui,sans-serif;text-align:center';
const BUTTON_STYLE = 'font:inherit;padding:4px 12px;min-height:32px;border:2px solid #111;background:#fff;color:#111';

/** Written at the top of a previewing browser's page, so nobody takes the preview for what players see. */
export function previewBanner(grant: PreviewGrant, locale: Locale): string {
  const text = TEXTS[locale];
  const release = escapeHtml(`${folderOf(grant.remote)} ${grant.version}`);
  return (
    `<aside id="sb-preview" lang="${locale}" aria-label="${escapeHtml(text.label)}" style="${STYLE}">` +
    `<span>${escapeHtml(text.body).replace('{release}', release)}</span>` +
    `<form method="post" action="${END_PREVIEW_PATH}" style="margin:0">` +
    `<button type="submit" style="${BUTTON_STYLE}">${escapeHtml(text.end)}</button></form></aside>`
  );
}

export const withBanner = (html: string, banner: string): string => html.replace(/<body[^>]*>/, (open) => `${open}${banner}`);
