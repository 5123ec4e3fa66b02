import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's optimised srcset and sizes as a plain <img>, rendered on the server: no client
 * component, so a grid of product images costs no JavaScript.
 */
export function Img({ priority, ...props }: ImageProps) {
  const { props: imgProps } = getImageProps(priority ? { ...props, loading: 'eager', fetchPriority: 'high' } : props);
  // A priority image (a page's largest paint) is asked for from the document's head, before the
  // stylesheet and scripts, as next/image's own `preload` does: React hoists this link there.
  if (priority) {
    preload(imgProps.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(imgProps.srcSet ? { imageSrcSet: imgProps.srcSet, imageSizes: imgProps.sizes } : {}),
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from props
  return <img {...imgProps} />;
}
