import { NotFoundHero, notFoundMetadata } from '@/components/layout/not-found-hero';

// Inside this group's layout, which already wears the shop's chrome (components/layout/not-found-hero.tsx).
export const metadata = notFoundMetadata;

export default NotFoundHero;
