/**
 * The codes of the supported countries (countries.ts has their names, currencies and dial codes).
 * Apart so that checking a code, which the sign-in screens' schemas do, does not bring the whole list
 * into their first load; countries.test.ts keeps the two in step.
 */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  'NG GH KE ZA UG TZ RW ZM SL ET MW MZ EG MA MU CM GA CG TD CF GQ CI SN BJ BF ML NE TG GW GN LR GM CD AO BW NA ZW SS TN US CA GB IE FR DE ES IT PT NL BE AT FI GR LU MT CY SK SI EE LV LT HR SE DK NO CH PL AU NZ AE IN BR MX JP SG'.split(
    ' ',
  ),
);

export const isCountryCode = (code: string): boolean => COUNTRY_CODES.has(code);
