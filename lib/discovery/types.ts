/*
 * Discovery sets (docs/requirements.md#discovery-sets): types shared by the server, the bag and
 * the pages. Import-free, so client components bundle it.
 */

/** The set sizes on sale: 3 or 5 travel sprays. */
export const DISCOVERY_SET_SIZES = [3, 5] as const;
export type DiscoverySetSize = (typeof DISCOVERY_SET_SIZES)[number];

/** The travel spray's volume a set is made of. */
export const DISCOVERY_SPRAY_ML = 10;

/** One spray of a set as an order line keeps it. */
export interface DiscoverySetItem {
  productId: string;
  variantId: string;
  name: string;
  brand?: string | null;
  slug?: string | null;
}

/** A set in the bag, as GET /cart answers it (`sets`). */
export interface BagSetLine {
  _id: string;
  setSize: DiscoverySetSize;
  /** Rupees, the settings' price now. */
  price: number;
  items: (DiscoverySetItem & { inStock: boolean })[];
  /** Every spray is still on sale with at least one unit left. */
  available: boolean;
  addedAt: string;
}

/** The set prices (rupees), as GET /discovery and the settings answer them. */
export interface DiscoveryPricesDto {
  set3Price: number;
  set5Price: number;
}
