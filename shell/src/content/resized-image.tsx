import { useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageUrl } from '@sportsbook/contracts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  path: string;
  width: number;
  height: number;
  quality?: number;
};

/**
 * An operator image through the /m/ image service at the size it is shown (1x and 2x). Should the
 * service fail, the original file is shown instead: a heavier image beats a broken one. Width and
 * height are always set so the box is reserved before the file arrives.
 */
export function ResizedImage({ path, width, height, quality, alt = '', ...rest }: Props) {
  const [direct, setDirect] = useState(false);
  if (direct) return <img {...rest} src={path} width={width} height={height} alt={alt} />;
  return (
    <img
      {...rest}
      src={imageUrl(path, { w: width, q: quality })}
      srcSet={imageSrcSet(path, width, quality)}
      width={width}
      height={height}
      alt={alt}
      onError={() => setDirect(true)}
    />
  );
}
