import type { DOMPurify } from 'dompurify';

/**
 * Operator HTML (widgets, the external header and footer) goes through DOMPurify against our
 * allow-list before it touches the DOM. DOMPurify is fetched the first time such HTML is shown,
 * never with the shell's first load.
 */
const ALLOWED_TAGS = [
  ...['a', 'abbr', 'article', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em'],
  ...['figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img'],
  ...['li', 'nav', 'ol', 'p', 'picture', 'section', 'small', 'source', 'span', 'strong', 'sub', 'sup'],
  ...['table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul'],
];
const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'class',
  'target',
  'rel',
  'colspan',
  'rowspan',
  'lang',
  'dir',
];
/** Removed together with everything inside them (other unknown elements are unwrapped, their text kept). */
const FORBID_CONTENTS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'form',
  'svg',
  'math',
  'select',
  'textarea',
];

/** http(s), mailto, tel, and relative URLs; never javascript:, data: or vbscript:. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = Array.from(value)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/** HTML that went through the sanitizer: the only kind the shell puts into the DOM. */
export type SafeHtml = string & { readonly __sanitized: true };

function configure(purify: DOMPurify): (html: string) => SafeHtml {
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !isSafeUrl(value)) node.removeAttribute(name);
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return (html) => purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, FORBID_CONTENTS, ALLOW_DATA_ATTR: false }) as SafeHtml;
}

let sanitizer: Promise<(html: string) => SafeHtml> | undefined;

/** The page's one sanitizer, loaded on first use. */
const loadSanitizer = () => (sanitizer ??= import('dompurify').then(({ default: purify }) => configure(purify)));

export async function sanitizeHtml(html: string): Promise<SafeHtml> {
  return (await loadSanitizer())(html);
}
