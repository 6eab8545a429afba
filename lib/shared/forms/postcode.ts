/**
 * UK postcodes: tidy what the visitor typed, check its shape, and find the district (the part
 * before the space) to tell whether we cover it.
 */

const POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;

/** "dn31 1ab" → "DN31 1AB"; anything that is not a full UK postcode is returned trimmed. */
export function normalisePostcode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const match = compact.match(POSTCODE);
  return match ? `${match[1]} ${match[2]}` : input.trim();
}

export function isValidPostcode(input: string): boolean {
  return POSTCODE.test(input.toUpperCase().replace(/[^A-Z0-9]/g, ''));
}

/** The postcode district ("DN31" of "DN31 1AB"), or undefined when it is not a valid postcode. */
export function postcodeDistrict(input: string): string | undefined {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '').match(POSTCODE)?.[1];
}

/** Whether a postcode is in one of the districts we cover. */
export function isCoveredPostcode(input: string, districts: readonly string[]): boolean {
  const district = postcodeDistrict(input);
  return Boolean(district && districts.includes(district));
}
