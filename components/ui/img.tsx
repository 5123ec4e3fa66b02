import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised srcset and sizes as a plain <img>, rendered on the server: no client
 * component, so a grid of product images costs no JavaScript.
 */
export function Img({ priority, ...props }: ImageProps) {
  // getImageProps cannot add a preload link, so a priority image asks for an early, eager fetch,
  // and is decoded in the same frame as the text around it rather than after hydration work.
  const { props: imgProps } = getImageProps(priority ? { ...props, loading: 'eager', fetchPriority: 'high', decoding: 'sync' } : props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from props
  return <img {...imgProps} />;
}
