/**
 * Known sanitizer bypasses (mutation XSS through foreign content, noscript and comments, namespace
 * confusion, DOM clobbering) from DOMPurify's own reports and test fixtures. Each is sanitized, then
 * parsed again as the page would: nothing in the result may run, load or clobber. The unit tests
 * run them through DOMPurify (jsdom has no Sanitizer API), the e2e suite through Chromium's own.
 */
export const HOSTILE_HTML = [
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--><img src=x onerror=alert(1)>-->',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<img src="x" id="cookie"><form name="body"></form><img name="getElementById">',
  '<a id="location" href="https://evil.example">x</a>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<details open ontoggle=alert(1)>',
  '<img srcset="javascript:alert(1) 1x" src="/ok.png">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<template><img src=x onerror=alert(1)></template>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<a href="/ok" target="_blank" ping="https://evil.example">x</a>',
  '<table><td><xmp></td><img src=x onerror=alert(1)></xmp>',
];

/** No element that runs, loads, styles or submits survives sanitizing. */
export const FORBIDDEN_ELEMENTS = ['script', 'style', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'form', 'details'];

/** Every attribute left is one of the allow-list's (or the rel a new-tab link gets). */
export const KEPT_ATTRIBUTE = /^(href|src|alt|title|width|height|class|target|rel|colspan|rowspan|lang|dir)$/;
