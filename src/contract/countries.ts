export { WALLET_CURRENCIES } from './codes';
/** Supported countries (spec 1 §9: about 75; many use EUR, XOF or XAF). Country record fields of spec 1 §3. */
export interface Country {
  code: string;
  fullname: string;
  currency: string;
  phone: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'NG', fullname: 'Nigeria', currency: 'NGN', phone: '+234' },
  { code: 'GH', fullname: 'Ghana', currency: 'GHS', phone: '+233' },
  { code: 'KE', fullname: 'Kenya', currency: 'KES', phone: '+254' },
  { code: 'ZA', fullname: 'South Africa', currency: 'ZAR', phone: '+27' },
  { code: 'UG', fullname: 'Uganda', currency: 'UGX', phone: '+256' },
  { code: 'TZ', fullname: 'Tanzania', currency: 'TZS', phone: '+255' },
  { code: 'RW', fullname: 'Rwanda', currency: 'RWF', phone: '+250' },
  { code: 'ZM', fullname: 'Zambia', currency: 'ZMW', phone: '+260' },
  { code: 'SL', fullname: 'Sierra Leone', currency: 'SLL', phone: '+232' },
  { code: 'ET', fullname: 'Ethiopia', currency: 'ETB', phone: '+251' },
  { code: 'MW', fullname: 'Malawi', currency: 'MWK', phone: '+265' },
  { code: 'MZ', fullname: 'Mozambique', currency: 'MZN', phone: '+258' },
  { code: 'EG', fullname: 'Egypt', currency: 'EGP', phone: '+20' },
  { code: 'MA', fullname: 'Morocco', currency: 'MAD', phone: '+212' },
  { code: 'MU', fullname: 'Mauritius', currency: 'MUR', phone: '+230' },
  { code: 'CM', fullname: 'Cameroon', currency: 'XAF', phone: '+237' },
  { code: 'GA', fullname: 'Gabon', currency: 'XAF', phone: '+241' },
  { code: 'CG', fullname: 'Congo', currency: 'XAF', phone: '+242' },
  { code: 'TD', fullname: 'Chad', currency: 'XAF', phone: '+235' },
  { code: 'CF', fullname: 'Central African Republic', currency: 'XAF', phone: '+236' },
  { code: 'GQ', fullname: 'Equatorial Guinea', currency: 'XAF', phone: '+240' },
  { code: 'CI', fullname: 'Ivory Coast', currency: 'XOF', phone: '+225' },
  { code: 'SN', fullname: 'Senegal', currency: 'XOF', phone: '+221' },
  { code: 'BJ', fullname: 'Benin', currency: 'XOF', phone: '+229' },
  { code: 'BF', fullname: 'Burkina Faso', currency: 'XOF', phone: '+226' },
  { code: 'ML', fullname: 'Mali', currency: 'XOF', phone: '+223' },
  { code: 'NE', fullname: 'Niger', currency: 'XOF', phone: '+227' },
  { code: 'TG', fullname: 'Togo', currency: 'XOF', phone: '+228' },
  { code: 'GW', fullname: 'Guinea-Bissau', currency: 'XOF', phone: '+245' },
  { code: 'GN', fullname: 'Guinea', currency: 'GNF', phone: '+224' },
  { code: 'LR', fullname: 'Liberia', currency: 'LRD', phone: '+231' },
  { code: 'GM', fullname: 'Gambia', currency: 'GMD', phone: '+220' },
  { code: 'CD', fullname: 'DR Congo', currency: 'CDF', phone: '+243' },
  { code: 'AO', fullname: 'Angola', currency: 'AOA', phone: '+244' },
  { code: 'BW', fullname: 'Botswana', currency: 'BWP', phone: '+267' },
  { code: 'NA', fullname: 'Namibia', currency: 'NAD', phone: '+264' },
  { code: 'ZW', fullname: 'Zimbabwe', currency: 'USD', phone: '+263' },
  { code: 'SS', fullname: 'South Sudan', currency: 'SSP', phone: '+211' },
  { code: 'TN', fullname: 'Tunisia', currency: 'TND', phone: '+216' },
  { code: 'US', fullname: 'United States', currency: 'USD', phone: '+1' },
  { code: 'CA', fullname: 'Canada', currency: 'CAD', phone: '+1' },
  { code: 'GB', fullname: 'United Kingdom', currency: 'GBP', phone: '+44' },
  { code: 'IE', fullname: 'Ireland', currency: 'EUR', phone: '+353' },
  { code: 'FR', fullname: 'France', currency: 'EUR', phone: '+33' },
  { code: 'DE', fullname: 'Germany', currency: 'EUR', phone: '+49' },
  { code: 'ES', fullname: 'Spain', currency: 'EUR', phone: '+34' },
  { code: 'IT', fullname: 'Italy', currency: 'EUR', phone: '+39' },
  { code: 'PT', fullname: 'Portugal', currency: 'EUR', phone: '+351' },
  { code: 'NL', fullname: 'Netherlands', currency: 'EUR', phone: '+31' },
  { code: 'BE', fullname: 'Belgium', currency: 'EUR', phone: '+32' },
  { code: 'AT', fullname: 'Austria', currency: 'EUR', phone: '+43' },
  { code: 'FI', fullname: 'Finland', currency: 'EUR', phone: '+358' },
  { code: 'GR', fullname: 'Greece', currency: 'EUR', phone: '+30' },
  { code: 'LU', fullname: 'Luxembourg', currency: 'EUR', phone: '+352' },
  { code: 'MT', fullname: 'Malta', currency: 'EUR', phone: '+356' },
  { code: 'CY', fullname: 'Cyprus', currency: 'EUR', phone: '+357' },
  { code: 'SK', fullname: 'Slovakia', currency: 'EUR', phone: '+421' },
  { code: 'SI', fullname: 'Slovenia', currency: 'EUR', phone: '+386' },
  { code: 'EE', fullname: 'Estonia', currency: 'EUR', phone: '+372' },
  { code: 'LV', fullname: 'Latvia', currency: 'EUR', phone: '+371' },
  { code: 'LT', fullname: 'Lithuania', currency: 'EUR', phone: '+370' },
  { code: 'HR', fullname: 'Croatia', currency: 'EUR', phone: '+385' },
  { code: 'SE', fullname: 'Sweden', currency: 'SEK', phone: '+46' },
  { code: 'DK', fullname: 'Denmark', currency: 'DKK', phone: '+45' },
  { code: 'NO', fullname: 'Norway', currency: 'NOK', phone: '+47' },
  { code: 'CH', fullname: 'Switzerland', currency: 'CHF', phone: '+41' },
  { code: 'PL', fullname: 'Poland', currency: 'PLN', phone: '+48' },
  { code: 'AU', fullname: 'Australia', currency: 'AUD', phone: '+61' },
  { code: 'NZ', fullname: 'New Zealand', currency: 'NZD', phone: '+64' },
  { code: 'AE', fullname: 'United Arab Emirates', currency: 'AED', phone: '+971' },
  { code: 'IN', fullname: 'India', currency: 'INR', phone: '+91' },
  { code: 'BR', fullname: 'Brazil', currency: 'BRL', phone: '+55' },
  { code: 'MX', fullname: 'Mexico', currency: 'MXN', phone: '+52' },
  { code: 'JP', fullname: 'Japan', currency: 'JPY', phone: '+81' },
  { code: 'SG', fullname: 'Singapore', currency: 'SGD', phone: '+65' },
];

/** Default country United States with USD (spec 1 §9). */
export const DEFAULT_COUNTRY = 'US';

export const countryByCode = (code: string): Country | undefined => COUNTRIES.find((c) => c.code === code);

/** Login currency falls back to the merchant country's currency (spec 1 §9). */
export const currencyOfCountry = (code: string): string => countryByCode(code)?.currency ?? 'USD';
