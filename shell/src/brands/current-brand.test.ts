import { BRAND_SCRIPT_ID } from '@sportsbook/contracts';
import kenya from '../../brands/ke.json';
import { brandFromPage, embedParentOrigin } from './current-brand';

function pageWith(script: string | null): Document {
  const page = document.implementation.createHTMLDocument('page');
  if (script !== null) {
    const element = page.createElement('script');
    element.id = BRAND_SCRIPT_ID;
    element.type = 'application/json';
    element.textContent = script;
    page.head.append(element);
  }
  return page;
}

it("takes the brand the shell's server wrote into the page", () => {
  expect(brandFromPage(pageWith(JSON.stringify(kenya)))).toEqual(kenya);
});

it('a page without one was not served by the shell server, and says so', () => {
  expect(() => brandFromPage(pageWith(null))).toThrow("serve it with the shell's server");
});

it('refuses a written brand that is not a valid config rather than render half a brand', () => {
  expect(() => brandFromPage(pageWith(JSON.stringify({ ...kenya, currency: 'shillings' })))).toThrow('not a valid BrandConfig');
});

it('posts embedded-mode messages only to the origin listed for the brand', () => {
  const withParents = { ...kenya, embedParentOrigins: ['https://app.example.com', 'https://other.example.com'] };
  expect(embedParentOrigin(brandFromPage(pageWith(JSON.stringify(withParents))))).toBe('https://app.example.com');
  expect(embedParentOrigin(brandFromPage(pageWith(JSON.stringify(kenya))))).toBeNull();
});
