import { UPLOADED_IMAGE_PATTERN } from '../../../contract/store';
import { storefrontPath } from '../../../contract/store-orders';
import { escapeHtml as e } from '../../html';
import { alert, field, money } from '../checkout';
import type { CartLine, ShelfProduct, StoreRow } from './service';

/**
 * The storefront customers buy from: server-rendered like the checkout it pays on, no script, forms
 * that post and redirect; one column on a phone, a grid of products from 600 px.
 */
export const SHELF_STYLE = `
.top{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
.cartlink{display:inline-flex;align-items:center;min-height:44px;padding:0 14px;border:1px solid #1f4fd1;border-radius:10px;text-decoration:none;font-weight:600}
.grid{list-style:none;padding:0;margin:8px 0;display:grid;gap:12px}
@media (min-width:600px){.wrap{max-width:880px}.grid{grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}}
.card{border:1px solid #dde1e8;border-radius:12px;padding:14px;display:flex;flex-direction:column;gap:4px}
.card h3{margin:0;font-size:17px}.card h3 a{text-decoration:none;color:inherit}.card h3 a:hover{text-decoration:underline}
.card .price{font-weight:700}.card form button{margin-top:8px}
.soldout{color:#b42318;font-weight:600}.was{color:#4b5565;font-weight:400;font-size:.85em}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.announcements{list-style:none;margin:0 0 12px;padding:10px 12px;border-radius:10px;background:#eef3ff;border:1px solid #c7d5fb;display:grid;gap:4px;font-weight:600}
.qty{display:flex;gap:8px;align-items:end}.qty input{width:88px}.qty button{width:auto;padding:0 16px;margin-top:0}
.totals{margin-left:auto}td.n{white-space:nowrap;vertical-align:top}.remove{margin-top:8px;padding:0 12px;width:auto;min-height:44px}.totals dd{text-align:right}
.banner{display:block;width:100%;aspect-ratio:3/1;object-fit:cover;border-radius:12px;margin:0 0 12px;background:#eef1f5}
.cover{display:block;width:100%;aspect-ratio:1/1;object-fit:cover;border-radius:8px;background:#eef1f5;margin-bottom:6px}
.gallery{display:grid;gap:8px;margin:0 0 12px}.gallery img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover;border-radius:12px;background:#eef1f5}
.thumbs{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.thumbs a{display:block;min-height:44px;border-radius:12px}
@media (min-width:600px){.gallery{max-width:480px}}
.notice{background:#ecfdf3;border:1px solid #abefc6;border-radius:10px;padding:10px 12px;font-weight:600}
@media (prefers-color-scheme:dark){.card{border-color:#2a3140}.announcements{background:#16213d;border-color:#2b3f70}.was{color:#a6afbd}.notice{background:#0d2b1d;border-color:#1f6f46}}
`;

/** Only this server's uploads are shown (the page's CSP allows no other host, and nothing else is checked). */
const shown = (url: string | null | undefined): url is string => !!url && UPLOADED_IMAGE_PATTERN.test(url);
const altOf = (p: ShelfProduct, alt: string) => e(alt.trim() || p.name);
const picturesOf = (p: ShelfProduct) => p.images.filter((i) => shown(i.url));

/** The product's cover on the shelf: the first of its pictures. */
function coverOf(p: ShelfProduct, eager: boolean): string {
  const [cover] = picturesOf(p);
  return cover
    ? `<img class="cover" src="${e(cover.url)}" alt="${altOf(p, cover.alt)}"${eager ? '' : ' loading="lazy"'} decoding="async">`
    : '';
}

/** The price, and the compare-at price struck through when the product is on sale. */
const priceLine = (p: ShelfProduct, cls = 'price') =>
  `<p class="${cls}">${money(p.price, p.currency)}${
    p.compareAtPrice !== null && p.compareAtPrice > p.price
      ? ` <s class="was"><span class="visually-hidden">was </span>${money(p.compareAtPrice, p.currency)}</s>`
      : ''
  }</p>`;

const cartLink = (store: StoreRow, count: number) =>
  `<a class="cartlink" href="${storefrontPath(store.slug)}/cart">Cart (${count} ${count === 1 ? 'item' : 'items'})</a>`;

const addForm = (store: StoreRow, p: ShelfProduct, withQuantity: boolean) =>
  p.stock <= 0
    ? '<p class="soldout">Out of stock</p>'
    : `<form method="post" action="${storefrontPath(store.slug)}/cart">
<input type="hidden" name="product_id" value="${p.id}">${
        withQuantity
          ? `<label for="quantity">Quantity</label><input id="quantity" name="quantity" type="number" min="1" max="${Math.min(p.stock, 99)}" value="1" inputmode="numeric">`
          : '<input type="hidden" name="quantity" value="1">'
      }
<button type="submit" aria-label="Add ${e(p.name)} to cart">Add to cart</button></form>`;

export function shelfBody(opts: {
  store: StoreRow;
  products: ShelfProduct[];
  count: number;
  notice: string | null;
  announcements: { message: string; link: string }[];
}): string {
  const { store } = opts;
  const groups = new Map<string, ShelfProduct[]>();
  for (const p of opts.products) {
    const key = p.categoryName ?? 'More';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const base = storefrontPath(store.slug);
  // The first few covers load at once (the first screen); the rest as the customer scrolls.
  let covers = 0;
  const sections = [...groups]
    .map(
      ([category, list]) => `<section aria-labelledby="c-${e(category)}"><h2 id="c-${e(category)}">${e(category)}</h2>
<ul class="grid">${list
        .map(
          (
            p,
          ) => `<li class="card">${coverOf(p, covers++ < 4)}<h3><a href="${base}/products/${p.id}">${e(p.name)}</a></h3>
${priceLine(p)}${addForm(store, p, false)}</li>`,
        )
        .join('')}</ul></section>`,
    )
    .join('');
  const said = opts.announcements
    .map(
      (a) =>
        `<li>${e(a.message)}${/^https?:\/\//i.test(a.link) ? ` <a href="${e(a.link)}" rel="noopener">More</a>` : ''}</li>`,
    )
    .join('');
  // The banner is decoration under the store's name (which the heading says): empty alt.
  const banner = shown(store.bannerUrl) ? `<img class="banner" src="${e(store.bannerUrl)}" alt="">` : '';
  return `${said ? `<ul class="announcements" aria-label="Announcements">${said}</ul>` : ''}
${banner}<div class="top"><h1>${e(store.name)}</h1>${cartLink(store, opts.count)}</div>
${store.description ? `<p>${e(store.description)}</p>` : ''}
${shippingNote(store)}
${opts.notice ? `<p class="notice" role="status">${e(opts.notice)}</p>` : ''}
${sections || '<p>This store has no products for sale yet. Check back soon.</p>'}`;
}

/** Shipping, delivery time and how to reach the store, in one line each. */
function shippingNote(store: StoreRow): string {
  const fee = store.shippingFee === 0 ? 'Free shipping' : `Shipping ${money(store.shippingFee, store.currency)}`;
  const free =
    store.shippingFee > 0 && store.freeShippingAbove !== null
      ? `, free on orders of ${money(store.freeShippingAbove, store.currency)} or more`
      : '';
  const when = store.deliveryTime ? ` · ${e(store.deliveryTime)}` : '';
  const contact = [store.contactEmail, store.contactPhone].filter(Boolean).map(e).join(' · ');
  return `<p class="hint">${fee}${free}${when}</p>${contact ? `<p class="hint">Questions? ${contact}</p>` : ''}`;
}

export function productBody(opts: { store: StoreRow; product: ShelfProduct; count: number }): string {
  const { store, product: p } = opts;
  const [cover, ...more] = picturesOf(p);
  const gallery = cover
    ? `<div class="gallery"><img src="${e(cover.url)}" alt="${altOf(p, cover.alt)}">${
        more.length
          ? `<ul class="thumbs" aria-label="More pictures">${more
              .map(
                (i) =>
                  `<li><a href="${e(i.url)}"><img src="${e(i.url)}" alt="${altOf(p, i.alt)}" loading="lazy" decoding="async"></a></li>`,
              )
              .join('')}</ul>`
          : ''
      }</div>`
    : '';
  return `<div class="top"><a href="${storefrontPath(store.slug)}">← ${e(store.name)}</a>${cartLink(store, opts.count)}</div>
<h1>${e(p.name)}</h1>
${gallery}
${priceLine(p, 'amount')}
${p.categoryName ? `<p class="hint">${e(p.categoryName)}</p>` : ''}
${p.description ? `<p>${e(p.description)}</p>` : ''}
${p.stock > 0 && p.stock <= 5 ? `<p class="hint">Only ${p.stock} left</p>` : ''}
${addForm(store, p, true)}`;
}

export function cartBody(opts: {
  store: StoreRow;
  lines: CartLine[];
  subtotal: number;
  shippingFee: number;
  problem: string | null;
  values: Record<string, string>;
}): string {
  const { store } = opts;
  const base = storefrontPath(store.slug);
  if (opts.lines.length === 0) {
    return `<h1>Your cart</h1>${alert(opts.problem)}<p>Your cart is empty.</p><p><a href="${base}">Continue shopping</a></p>`;
  }
  const cur = store.currency;
  const rows = opts.lines
    .map(
      (l) => `<tr><td>${e(l.product.name)}${l.problem ? `<br><span class="error">${e(l.problem)}</span>` : ''}
<form method="post" action="${base}/cart/update" class="qty"><input type="hidden" name="product_id" value="${l.product.id}">
<div><label for="q-${l.product.id}">Quantity</label><input id="q-${l.product.id}" name="quantity" type="number" min="0" max="99" value="${l.quantity}" inputmode="numeric"></div>
<button type="submit" class="secondary" aria-label="Update the quantity of ${e(l.product.name)}">Update</button></form>
<form method="post" action="${base}/cart/update"><input type="hidden" name="product_id" value="${l.product.id}"><input type="hidden" name="quantity" value="0">
<button type="submit" class="secondary remove" aria-label="Remove ${e(l.product.name)}">Remove</button></form></td>
<td class="n">${money(l.product.price * l.quantity, cur)}</td></tr>`,
    )
    .join('');
  const total = opts.subtotal + opts.shippingFee;
  return `<div class="top"><h1>Your cart</h1><a href="${base}">Continue shopping</a></div>
${alert(opts.problem)}
<table><thead><tr><th>Item</th><th class="n">Price</th></tr></thead><tbody>${rows}</tbody></table>
<dl class="totals"><dt>Subtotal</dt><dd>${money(opts.subtotal, cur)}</dd><dt>Shipping</dt><dd>${
    opts.shippingFee === 0 ? 'Free' : money(opts.shippingFee, cur)
  }</dd><dt>Total</dt><dd>${money(total, cur)}</dd></dl>
<h2>Delivery and payment</h2>
<form method="post" action="${base}/checkout">
${field('name', 'Full name', { required: true, autocomplete: 'name', value: opts.values.name })}
${field('email', 'Email', { type: 'email', required: true, autocomplete: 'email', value: opts.values.email })}
${field('phone', 'Phone number', { type: 'tel', autocomplete: 'tel', inputmode: 'tel', value: opts.values.phone })}
<label for="address">Delivery address</label><textarea id="address" name="address" rows="3" required autocomplete="street-address">${e(opts.values.address ?? '')}</textarea>
${field('coupon', 'Coupon code', { autocomplete: 'off', value: opts.values.coupon, hint: 'The discount shows on the payment page.' })}
<button type="submit">Continue to payment</button>
</form>`;
}
