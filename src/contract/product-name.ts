/** The product name when the white-label preferences give none (the page's title, the app's brand). */
export const DEFAULT_PRODUCT_NAME = 'Merchant Dashboard';
