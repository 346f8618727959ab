import { css, type SerializedStyles } from '@emotion/react';

/**
 * A style per distinct input, built once and kept. A style built during a render is serialized and
 * hashed again at every render of every element that uses it, though it is the same style each time:
 * a coupon of fifty rows did that about six hundred times in a phone's first load.
 */
export function keptStyle<K>(styles: Map<K, SerializedStyles>, key: K, build: () => SerializedStyles): SerializedStyles {
  let style = styles.get(key);
  if (!style) {
    style = build();
    styles.set(key, style);
  }
  return style;
}

type Part = SerializedStyles | false | null | undefined;

const composedStyles = new Map<string, SerializedStyles>();

/**
 * Several styles as one, for `css={composed(a, b)}` where `css={[a, b]}` would join and hash the
 * parts' text at every render. A style's name is the hash of its text, so the parts' names identify
 * the combination.
 */
export function composed(...parts: Part[]): SerializedStyles {
  const present = parts.filter((part): part is SerializedStyles => Boolean(part));
  return keptStyle(composedStyles, present.map((part) => part.name).join(' '), () => css(present));
}
