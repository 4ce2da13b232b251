import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductForm, ProductRequest, StoreForm, shippingFor, slugify } from './store';

describe('store rules', () => {
  it('suggests a URL-safe link from a store name', () => {
    expect(slugify("Ada's Shoes & Bags")).toBe('adas-shoes-bags');
    expect(slugify('  Café Lagos!! ')).toBe('cafe-lagos');
    expect(slugify('***')).toBe('');
  });

  it('ships free from the threshold, never when there is none', () => {
    const store = { shipping_fee: 150_000, free_shipping_above: 5_000_000 };
    expect(shippingFor(store, 4_999_999)).toBe(150_000);
    expect(shippingFor(store, 5_000_000)).toBe(0);
    expect(shippingFor({ ...store, free_shipping_above: null }, 99_000_000)).toBe(150_000);
  });

  it('reads the store form as typed into the request the server takes', () => {
    const typed = {
      name: ' Ada ',
      slug: 'Ada-Shoes',
      currency: 'NGN',
      shipping_fee: '1,500',
      free_shipping_above: '',
      delivery_time: '2 days',
    };
    expect(v.parse(StoreForm, typed)).toMatchObject({
      name: 'Ada',
      slug: 'ada-shoes',
      shipping_fee: 150_000,
      free_shipping_above: null,
      contact_email: '',
    });
    expect(v.safeParse(StoreForm, { ...typed, slug: 'a b' }).success).toBe(false);
  });

  it('checks a product: price over 0, compare-at above price, whole stock', () => {
    const typed = { name: 'Loafers', price: '250', compare_at_price: '', currency: 'NGN', stock: '3', status: 'draft' };
    expect(v.parse(ProductForm, typed)).toMatchObject({
      price: 25_000,
      compare_at_price: null,
      stock: 3,
      category_id: null,
    });
    const issue = (over: Record<string, string>) =>
      v.safeParse(ProductForm, { ...typed, ...over }).issues?.[0]?.message;
    expect(issue({ price: '0' })).toBe('Price must be more than 0');
    expect(issue({ compare_at_price: '250' })).toBe('Compare-at price must be more than the price');
    expect(issue({ stock: '-1' })).toBe('Stock must be a whole number, 0 or more');
    expect(issue({ stock: '1.5' })).toBe('Stock must be a whole number, 0 or more');
    const request = v.parse(ProductForm, { ...typed, compare_at_price: '300' });
    expect(v.safeParse(ProductRequest, request).success).toBe(true);
  });
});
