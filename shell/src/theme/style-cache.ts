import createCache from '@emotion/cache';

/**
 * The page's emotion cache, the shell's and every remote's (they render inside the shell's tree),
 * without stylis' vendor prefixer. The browsers the book supports read its properties unprefixed,
 * and where one still wants a prefix the rule writes it out (the tinted icon's -webkit-mask). The
 * prefixer walked every rule each time a style was first inserted: about 1 ms of a first add to slip
 * and 7 ms of /en/sports' load on a desktop, four times that on a phone.
 */
export const styleCache = createCache({ key: 'css', stylisPlugins: [] });
