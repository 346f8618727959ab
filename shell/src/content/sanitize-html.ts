import type { DOMPurify } from 'dompurify';

/**
 * Operator HTML (widgets, the external header and footer) goes through a sanitizer against our
 * allow-list before it touches the DOM: the browser's own (the Sanitizer API) where it has one, so a
 * page downloads no library for it, else DOMPurify, fetched the first time such HTML is
 * shown. Both apply the same allow-lists and the same link rules.
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

/** Our link rules on an element the sanitizer kept: only safe URLs, and no opener for a new tab. */
function checkLinks(element: Element): void {
  for (const name of ['href', 'src']) {
    const value = element.getAttribute(name);
    if (value !== null && !isSafeUrl(value)) element.removeAttribute(name);
  }
  if (element.localName === 'a' && element.getAttribute('target') === '_blank')
    element.setAttribute('rel', 'noopener noreferrer');
}

function configure(purify: DOMPurify): (html: string) => SafeHtml {
  purify.addHook('afterSanitizeAttributes', checkLinks);
  return (html) => purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, FORBID_CONTENTS, ALLOW_DATA_ATTR: false }) as SafeHtml;
}

/**
 * Elements outside the allow-list whose text the browser's sanitizer keeps, as DOMPurify keeps the
 * text of any element it drops (the browser's drops an unlisted element with its content).
 */
const UNWRAPPED = [
  ...['address', 'aside', 'bdi', 'bdo', 'big', 'button', 'center', 'cite', 'data', 'del', 'details', 'dfn', 'font'],
  ...['ins', 'kbd', 'label', 'main', 'mark', 'marquee', 'q', 's', 'samp', 'strike', 'summary', 'time', 'tt', 'var'],
];

/** The Sanitizer API's part that we use (TypeScript's DOM types do not have it yet). */
interface BrowserSanitizing {
  Sanitizer: new (config: Record<string, unknown>) => object;
  setHTML: (this: Element, html: string, options: { sanitizer: object }) => void;
}

function browserSanitizer(): ((html: string) => SafeHtml) | null {
  const { Sanitizer } = globalThis as unknown as Partial<BrowserSanitizing>;
  const setHTML = (Element.prototype as Partial<BrowserSanitizing>).setHTML;
  if (typeof Sanitizer !== 'function' || typeof setHTML !== 'function') return null;
  const sanitizer = new Sanitizer({
    elements: ALLOWED_TAGS,
    attributes: ALLOWED_ATTR,
    replaceWithChildrenElements: UNWRAPPED,
    comments: false,
    dataAttributes: false,
  });
  // An inert document: nothing parsed into it loads or runs before it is checked.
  const inert = document.implementation.createHTMLDocument('');
  return (html) => {
    const root = inert.createElement('div');
    setHTML.call(root, html, { sanitizer });
    root.querySelectorAll('*').forEach(checkLinks);
    return root.innerHTML as SafeHtml;
  };
}

let sanitizer: Promise<(html: string) => SafeHtml> | undefined;

/** The page's one sanitizer: the browser's, else DOMPurify loaded on first use. */
const loadSanitizer = () =>
  (sanitizer ??= Promise.resolve(browserSanitizer()).then(
    (native) => native ?? import('dompurify').then(({ default: purify }) => configure(purify)),
  ));

export async function sanitizeHtml(html: string): Promise<SafeHtml> {
  return (await loadSanitizer())(html);
}
