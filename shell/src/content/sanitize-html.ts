/**
 * Operator HTML (widgets, adverts' descriptions, the external header and footer) is sanitized
 * against an allow-list before it touches the DOM: unknown elements are unwrapped, dangerous ones
 * dropped with their content, and only listed attributes with safe URLs survive.
 */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'article',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'li',
  'nav',
  'ol',
  'p',
  'picture',
  'section',
  'small',
  'source',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
/** Removed together with everything inside them. */
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'form', 'svg', 'math']);
const ALLOWED_ATTRIBUTES = new Set([
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
]);
const URL_ATTRIBUTES = new Set(['href', 'src']);

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

function cleanElement(element: Element): void {
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.name.toLowerCase();
    const keep = ALLOWED_ATTRIBUTES.has(name) && (!URL_ATTRIBUTES.has(name) || isSafeUrl(attribute.value));
    if (!keep) element.removeAttribute(attribute.name);
  }
  if (element.tagName === 'A' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
}

function cleanChildren(parent: Node): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.COMMENT_NODE) {
      child.remove();
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (ALLOWED_TAGS.has(tag)) cleanElement(element);
    else element.replaceWith(...Array.from(element.childNodes));
  }
}

export function sanitizeHtml(html: string): string {
  // DOMParser documents are inert: nothing in them loads or runs while we inspect them.
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}
