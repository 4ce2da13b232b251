import { OUT_OF_STOCK } from '../../../contract/store';
import { formatMoney } from '../../lib/money';
import './store-preview.css';

export interface StorePreviewStore {
  name: string;
  description: string;
  currency: string;
  shipping_fee: number;
  free_shipping_above: number | null;
  delivery_time: string;
  contact_email: string;
  contact_phone: string;
  /** What to show for the logo and banner (a saved upload's address or a local copy), or null. */
  logo_src?: string | null;
  banner_src?: string | null;
}

export interface StorePreviewProduct {
  id: number;
  name: string;
  price: number;
  compare_at_price: number | null;
  currency: string;
  stock: number;
  category: string | null;
  status: 'published' | 'draft';
  /** The first is the cover. */
  images?: readonly { url: string; alt: string }[];
}

export interface StorePreviewProps {
  store: StorePreviewStore;
  products: readonly StorePreviewProduct[];
  /** The store's categories in the merchant's order; only those with visible products show. */
  categories: readonly { id: number; name: string }[];
  /** Messages the store shows its visitors (announcements), newest first. */
  announcements?: readonly string[];
}

/** The shipping line a customer reads: the fee, when it is free, and how long delivery takes. */
export function shippingLine(store: StorePreviewStore): string {
  const parts = [
    store.shipping_fee === 0 ? 'Free shipping' : `Shipping ${formatMoney(store.shipping_fee, store.currency)}`,
  ];
  if (store.shipping_fee > 0 && store.free_shipping_above !== null) {
    parts.push(`free on orders of ${formatMoney(store.free_shipping_above, store.currency)} or more`);
  }
  if (store.delivery_time) parts.push(`delivery in ${store.delivery_time}`);
  return parts.join(' · ');
}

/**
 * The storefront as a customer on a phone sees it: name, announcements, description, the visible
 * products by category, shipping and contact. Hidden (draft) products do not show.
 */
export function StorePreview({ store, products, categories, announcements = [] }: StorePreviewProps) {
  const visible = products.filter((p) => p.status === 'published');
  const named = new Set(visible.map((p) => p.category));
  const shown = categories.filter((c) => named.has(c.name));
  return (
    <figure className="store-preview" aria-label="Preview of your store on a phone">
      <div className="store-preview-frame">
        {store.banner_src ? <img className="store-preview-banner" src={store.banner_src} alt="" /> : null}
        <header className="store-preview-head">
          {store.logo_src ? <img className="store-preview-logo" src={store.logo_src} alt="Store logo" /> : null}
          <h2 className="store-preview-name">{store.name || 'Your store'}</h2>
        </header>
        {announcements.length > 0 ? (
          <ul className="store-preview-announcements" aria-label="Announcements">
            {announcements.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        {store.description ? <p className="store-preview-description">{store.description}</p> : null}
        {shown.length > 0 ? (
          <ul className="store-preview-categories" aria-label="Categories">
            {shown.map((c) => (
              <li key={c.id}>{c.name}</li>
            ))}
          </ul>
        ) : null}
        {visible.length === 0 ? (
          <p className="store-preview-empty">No products yet.</p>
        ) : (
          <ul className="store-preview-products" aria-label="Products">
            {visible.map((p) => (
              <li key={p.id} className="store-preview-card">
                {p.images?.[0] ? (
                  <img className="store-preview-cover" src={p.images[0].url} alt={p.images[0].alt || p.name} />
                ) : null}
                <span className="store-preview-card-name">{p.name}</span>
                <span className="store-preview-price">
                  {formatMoney(p.price, p.currency)}
                  {p.compare_at_price !== null ? (
                    <s className="store-preview-was">
                      <span className="visually-hidden">was </span>
                      {formatMoney(p.compare_at_price, p.currency)}
                    </s>
                  ) : null}
                </span>
                {p.stock === 0 ? <span className="store-preview-out">{OUT_OF_STOCK}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <footer className="store-preview-foot">
          <p className="store-preview-shipping">{shippingLine(store)}</p>
          {store.contact_email || store.contact_phone ? (
            <p className="store-preview-contact">
              Contact: {[store.contact_email, store.contact_phone].filter(Boolean).join(' · ')}
            </p>
          ) : null}
        </footer>
      </div>
    </figure>
  );
}
