export const STORE_TABS = {
  label: 'Store',
  items: [
    { label: 'Overview', to: '/dashboard/store/overview' },
    { label: 'Products', to: '/dashboard/store/products' },
    { label: 'Orders', to: '/dashboard/store/orders' },
    { label: 'Customers', to: '/dashboard/store/customers' },
    { label: 'Categories', to: '/dashboard/store/product-categories' },
    { label: 'Discounts', to: '/dashboard/store/discounts' },
    { label: 'Announcements', to: '/dashboard/store/announcements' },
    { label: 'Manage', to: '/dashboard/store/manage' },
  ],
} as const;
