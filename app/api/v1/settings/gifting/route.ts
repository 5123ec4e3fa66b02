import { getDb } from '@/lib/db/client';
import { toGiftSettingsDto } from '@/lib/gifts/rules';
import { GIFT_MESSAGES } from '@/lib/gifts/messages';
import { giftSettingsSchema } from '@/lib/gifts/schema';
import { getGiftSettings, saveGiftSettings } from '@/lib/gifts/settings';
import { ok } from '@/lib/http/respond';
import { route } from '@/lib/http/route';

/** GET /api/v1/settings/gifting (anyone): whether gift wrap is offered and its price, as the checkout shows them. */
export const GET = route({
  async handler() {
    return ok(toGiftSettingsDto(await getGiftSettings()), { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } });
  },
});

/** PUT /api/v1/settings/gifting (admin): turns gift wrap on or off and sets its price (rupees, GST included), audited. */
export const PUT = route({
  auth: 'admin',
  body: giftSettingsSchema,
  maxBodyBytes: 1024,
  async handler({ body, actor }) {
    const saved = await saveGiftSettings(await getDb(), actor, body);
    return ok(toGiftSettingsDto(saved), { message: GIFT_MESSAGES.saved, headers: { 'cache-control': 'private, no-store' } });
  },
});
