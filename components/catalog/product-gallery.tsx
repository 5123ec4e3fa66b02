import { Img } from '@/components/ui/img';
import { GallerySwitcher } from './gallery-switcher';

const SLOTS = 4;

/**
 * Spec: a gallery of 4 thumbnails; missing images show the placeholder. The images are
 * rendered here on the server; the client part only switches which one is shown.
 */
export function ProductGallery({ images, name, placeholder }: { images: string[]; name: string; placeholder: string }) {
  const slots = Array.from({ length: SLOTS }, (_, i) => images[i] ?? null);
  return (
    <GallerySwitcher
      labels={slots.map((src, i) => (src ? `Show image ${i + 1}` : `Image ${i + 1} unavailable`))}
      mains={slots.map((src, i) => (
        <Img
          key={i}
          src={src ?? placeholder}
          alt={src ? `${name}, image ${i + 1} of ${images.length}` : `${name} (image unavailable)`}
          fill
          priority={i === 0}
          sizes="(min-width: 1024px) 45vw, 100vw"
          className="object-cover"
        />
      ))}
      thumbs={slots.map((src, i) => (
        <Img key={i} src={src ?? placeholder} alt="" fill sizes="120px" className="object-cover" />
      ))}
    />
  );
}
