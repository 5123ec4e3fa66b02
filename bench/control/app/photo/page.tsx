import Image from 'next/image';

// The photo control: the framework's floor for a page whose largest paint is a picture. The
// photograph /products/fiorita shows first (the seed's fiorita-1.webp, 800×1000), at the address
// the store serves it from (public/products here is a link to the store's file, not a copy), in a
// 4:5 frame as wide as the product page's on a phone (the window less 1rem each side: the body's
// 8px margin and 8px here), through next/image with `priority` and the gallery's `sizes`. Like the
// text control, one server component: no font, no stylesheet, no client code of its own.
export const metadata = { title: 'Photo control', description: 'A bare Next.js page whose largest paint is a photograph, the benchmark control.' };

export default function PhotoControlPage() {
  return (
    <main>
      <h1>A bare Next.js page with a photograph</h1>
      <div style={{ position: 'relative', aspectRatio: '4 / 5', marginInline: 8 }}>
        <Image src="/products/fiorita-1.webp" alt="Fiorita" fill priority sizes="(min-width: 1024px) 45vw, 100vw" style={{ objectFit: 'cover' }} />
      </div>
    </main>
  );
}
