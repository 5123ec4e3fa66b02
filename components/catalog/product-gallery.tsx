import { Img } from '@/components/ui/img';
import { GallerySwitcher } from './gallery-switcher';

// On a desktop the photograph is at most as wide as keeps its 4:5 height inside the window below
// the header, so the gallery (sticky beside the details) is always seen whole.
const FRAME = 'relative aspect-[4/5] overflow-hidden rounded-lg bg-cream lg:w-full lg:max-w-[calc((100dvh-9rem)*0.8)]';

/**
 * The product's own photographs, as many as it has: a thumbnail row only when there is more
 * than one to choose from, and the generic bottle only when it has none at all (a grey dummy
 * beside real photographs reads as a missing picture). The images are rendered here on the
 * server; the client part only switches which one is shown.
 */
export function ProductGallery({ images, name, placeholder }: { images: string[]; name: string; placeholder: string }) {
  if (images.length <= 1) {
    return (
      <div className={FRAME}>
        <Img
          src={images[0] ?? placeholder}
          alt={images[0] ? name : `${name}: photograph coming soon`}
          fill
          priority
          sizes="(min-width: 1024px) 45vw, 100vw"
          className="object-cover"
        />
      </div>
    );
  }
  return (
    <GallerySwitcher
      frameClassName={FRAME}
      labels={images.map((_, i) => `Show image ${i + 1} of ${images.length}`)}
      mains={images.map((src, i) => (
        <Img
          key={src}
          src={src}
          alt={`${name}, image ${i + 1} of ${images.length}`}
          fill
          priority={i === 0}
          sizes="(min-width: 1024px) 45vw, 100vw"
          className="object-cover"
        />
      ))}
      thumbs={images.map((src) => (
        <Img key={src} src={src} alt="" fill sizes="120px" className="object-cover" />
      ))}
    />
  );
}
