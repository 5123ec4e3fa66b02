import { SiteChrome } from '@/components/layout/site-chrome';

/** The signed-in customer's pages wear the shop's navigation and footer. */
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
