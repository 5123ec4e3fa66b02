import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { notFoundMetadata } from '@/components/layout/not-found-hero';
import { Link } from '@/components/ui/link';

// Inside the back office's shell: its own header and a way back to the dashboard, not the shop's hero.
export const metadata = notFoundMetadata;

export default function AdminNotFound() {
  return (
    <AdminPageHeader
      eyebrow="Error 404"
      title="Fragrance Not Found"
      description={
        <>
          Nothing is kept at this address. <Link href="/admin" className="underline underline-offset-2">Back to the dashboard</Link>
        </>
      }
    />
  );
}
