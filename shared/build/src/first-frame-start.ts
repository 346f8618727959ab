import { HELD_SCRIPTS_ID, HELD_SCRIPTS_PATTERN, PAGE_STARTER } from '@sportsbook/serve';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler } from 'webpack';

type HtmlTag = HtmlWebpackPlugin.HtmlTagObject;

/** A script or a script preload: what the page holds back until its first frame. */
const isHeld = (tag: HtmlTag) =>
  (tag.tagName === 'script' && Boolean(tag.attributes.src)) || (tag.tagName === 'link' && tag.attributes.rel === 'preload');

/** A tag without content as HTML; its attribute values are the build's own file names. */
function emptyTagHtml({ tagName, attributes, voidTag }: HtmlTag): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== undefined && value !== null)
    .map(([name, value]) => (value === true ? name : `${name}="${String(value)}"`));
  return `<${[tagName, ...written].join(' ')}>${voidTag ? '' : `</${tagName}>`}`;
}

/** The starter as the page's minifying left it, after the held template. */
const WRITTEN_STARTER = new RegExp(`(${HELD_SCRIPTS_PATTERN}<script>)[^<]*(</script>)`);

/**
 * Holds the page's scripts and script preloads in a template its starter opens after the first frame
 * (page-start.ts): the server's frame paints before any script downloads or runs. The server adds
 * the page's remote preloads to the same template. The starter is written back as its source
 * after the page is minified: its CSP hash is of that text (page-start.ts).
 */
export class FirstFrameStartPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('FirstFrameStartPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstFrameStartPlugin', (data) => {
        const held = data.headTags.filter(isHeld);
        data.headTags = [
          ...data.headTags.filter((tag) => !isHeld(tag)),
          HtmlWebpackPlugin.createHtmlTagObject('template', { id: HELD_SCRIPTS_ID }, held.map(emptyTagHtml).join('')),
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, PAGE_STARTER),
        ];
        return data;
      });
      compilation.hooks.processAssets.tap(
        // After the page is written (OPTIMIZE_INLINE) and minified, before its compressed copies.
        { name: 'FirstFrameStartPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        () => {
          for (const file of Object.keys(compilation.assets).filter((name) => name.endsWith('.html'))) {
            compilation.updateAsset(file, (source) => {
              const page = String(source.source());
              return new webpack.sources.RawSource(
                page.replace(
                  WRITTEN_STARTER,
                  (_whole, before: string, _held: string, after: string) => `${before}${PAGE_STARTER}${after}`,
                ),
              );
            });
          }
        },
      );
    });
  }
}
