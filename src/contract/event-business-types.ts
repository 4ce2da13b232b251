/**
 * Events are for businesses, non-profits and event managers (spec 1 §2, §6): the menu, the routes and
 * the server all read this one list. A module of its own: the app's start-up guards read it, and the
 * rest of the events contract stays out of the first load.
 */
export const EVENT_BUSINESS_TYPES: readonly string[] = ['business', 'non-profit', 'events'];

export const mayHaveEvents = (businessType: string): boolean => EVENT_BUSINESS_TYPES.includes(businessType);
