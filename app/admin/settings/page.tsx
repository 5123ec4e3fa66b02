import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { GiftingSettingsForm } from '@/components/admin/settings/gifting-form';
import { StoreDetailsForm } from '@/components/admin/settings/store-details-form';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { toGiftSettingsDto } from '@/lib/gifts/rules';
import { readGiftSettings } from '@/lib/gifts/settings';
import { readStoreDetails, storeDetailsReadiness } from '@/lib/store-details/settings';

export const metadata: Metadata = { title: 'Settings' };

export default async function AdminSettingsPage() {
  await requireAdminPage('/admin/settings');
  const db = await getDb();
  // Straight from the database, not the cache: the form must start from what is saved.
  const [settings, details] = await Promise.all([readGiftSettings(db), readStoreDetails(db)]);
  const readiness = storeDetailsReadiness(details);
  return (
    <>
      <AdminPageHeader
        eyebrow="Store"
        title="Settings"
        description="The store's details that every page, email and new tax invoice prints, and gifting at checkout."
      />
      <div className="flex flex-col gap-12">
        <section aria-labelledby="store-details-heading" className="flex flex-col gap-4">
          <div className="max-w-3xl">
            <h2 id="store-details-heading" className="text-2xl font-medium">
              Store details
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Your name, seller registration, address, contacts and promises. A save shows on the shop at once; invoices already issued keep
              the seller details they were issued with.
            </p>
            {readiness.status !== 'ok' ? (
              <p className="mt-3 rounded-md border border-gold-deep/40 bg-cream px-4 py-3 text-sm">{readiness.message}</p>
            ) : null}
          </div>
          <StoreDetailsForm initial={details} />
        </section>
        <section aria-labelledby="gifting-heading" className="flex flex-col gap-4">
          <div className="max-w-xl">
            <h2 id="gifting-heading" className="text-2xl font-medium">
              Gifting
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Whether gift wrap is offered and what it costs. Shoppers can always add a gift message and ask for a gift receipt without prices.
            </p>
          </div>
          <GiftingSettingsForm initial={toGiftSettingsDto(settings)} />
        </section>
      </div>
    </>
  );
}
