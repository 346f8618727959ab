import { cssText, HIGHLIGHT_ODDS_STYLES } from './first-paint-styles';

it('writes style objects as the CSS emotion makes of them: kebab-case declarations, nested rules kept nested', () => {
  expect(cssText({ '.card': { scrollSnapAlign: 'start', '@media (min-width: 1024px)': { gridAutoFlow: 'row' } } })).toBe(
    '.card{scroll-snap-align:start;@media (min-width: 1024px){grid-auto-flow:row;}}',
  );
  expect(cssText(HIGHLIGHT_ODDS_STYLES)).toBe('display:flex;gap:6px;& > *{flex:1;min-width:0;}');
});
