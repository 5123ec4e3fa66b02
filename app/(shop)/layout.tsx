import { SiteChrome } from '@/components/layout/site-chrome';

export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
