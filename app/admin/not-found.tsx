import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { NOT_FOUND_TITLE, notFoundMetadata } from '@/components/layout/not-found-hero';
import { Link } from '@/components/ui/link';

// Inside the back office's shell: its own header and a way back to the dashboard, not the shop's hero.
export const metadata = notFoundMetadata;

export default function AdminNotFound() {
  return (
    <AdminPageHeader
      eyebrow="Error 404"
      title={NOT_FOUND_TITLE}
      description={
        <>
          Nothing is kept at this address. <Link href="/admin" className="underline underline-offset-2">Back to the dashboard</Link>
        </>
      }
    />
  );
}
