/**
 * The business types with the wording merchants see, in the order sign-up and the new business form
 * offer them (spec 2 §5), labels exact. A module of its own: sign-up's first load stays small.
 */
export const BUSINESS_TYPE_OPTIONS = [
  { value: 'individual', label: 'An Individual' },
  { value: 'non-profit', label: 'An NGO' },
  { value: 'business', label: 'A Registered Business' },
  { value: 'events', label: 'An Event Manager' },
] as const;
