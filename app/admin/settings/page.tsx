import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { GiftingSettingsForm } from '@/components/admin/settings/gifting-form';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { getDb } from '@/lib/db/client';
import { toGiftSettingsDto } from '@/lib/gifts/rules';
import { readGiftSettings } from '@/lib/gifts/settings';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Settings' };

export default async function AdminSettingsPage() {
  await requireAdminPage('/admin/settings');
  const settings = await readGiftSettings(await getDb());
  return (
    <>
      <AdminPageHeader
        eyebrow="Store"
        title="Settings"
        description="Gifting at checkout: whether gift wrap is offered and what it costs. Shoppers can always add a gift message and ask for a gift receipt without prices."
      />
      <GiftingSettingsForm initial={toGiftSettingsDto(settings)} />
    </>
  );
}
