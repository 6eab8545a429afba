/**
 * The business's own facts: one place for every phone number, address and external URL.
 * Values the business has not supplied yet are listed in `placeholders` and printed by every build.
 * Phone numbers use Ofcom's drama ranges (01632 960xxx, 07700 900xxx) until the real ones are in.
 */
import type { Business } from './schemas';

export const business = {
  tradingName: 'Ember Home Heating',
  legalName: 'Ember Home Heating Ltd',
  tagline: 'Gas Safe boiler installation, repairs and servicing across Lincolnshire, Yorkshire, Nottinghamshire and Derbyshire',
  phone: '01632 960100',
  email: 'hello@emberhomeheating.co.uk',
  bases: [
    {
      name: 'Grimsby',
      streetAddress: null,
      locality: 'Grimsby',
      region: 'North East Lincolnshire',
      postalCode: 'DN31',
      phone: '01632 960101',
    },
    {
      name: 'Hull',
      streetAddress: null,
      locality: 'Kingston upon Hull',
      region: 'East Riding of Yorkshire',
      postalCode: 'HU1',
      phone: '01632 960102',
    },
    {
      name: 'Worksop',
      streetAddress: null,
      locality: 'Worksop',
      region: 'Nottinghamshire',
      postalCode: 'S80',
      phone: '01632 960103',
    },
  ],
  gasSafeNumber: '000000',
  fcaRegisterNumber: '000000',
  postalAddress: ['Ember Home Heating Ltd', 'Grimsby', 'North East Lincolnshire', 'DN31'],
  bookingSiteUrl: null,
  billingPortalUrl: null,
  whatsappNumber: '07700 900100',
  openingHours: [
    { days: 'Monday to Friday', hours: '8am to 6pm', schema: 'Mo-Fr 08:00-18:00' },
    { days: 'Saturday', hours: '9am to 1pm', schema: 'Sa 09:00-13:00' },
  ],
  foundedYear: 2012,
  // A public page of our reviews elsewhere, e.g. { name: 'Google', url: 'https://…', reviewCount: 48,
  // averageRating: 4.9, checkedOn: '2026-11-28' } (docs/content.md "Reviews"). None given yet.
  externalReviews: null,
  placeholders: [
    { field: 'tradingName', note: 'working name "Ember Home Heating": confirm the registered trading name' },
    { field: 'phone', note: 'Ofcom drama number 01632 960100: replace with the main line' },
    { field: 'bases[].phone', note: 'Ofcom drama numbers 01632 960101-960103: replace with each base\'s line' },
    { field: 'bases[].streetAddress', note: 'street addresses of the Grimsby, Hull and Worksop bases not supplied' },
    { field: 'email', note: 'hello@emberhomeheating.co.uk follows the working name: confirm the real inbox' },
    { field: 'gasSafeNumber', note: '000000 is not a real registration: enter the Gas Safe number' },
    { field: 'fcaRegisterNumber', note: '000000 is not a real FCA firm reference number: enter ours (or the principal firm\'s, if we broker as an appointed representative) before showing finance' },
    { field: 'postalAddress', note: 'the registered office has no street address yet: the finance examples must print a full postal address' },
    { field: 'whatsappNumber', note: 'Ofcom drama mobile 07700 900100: replace with the WhatsApp Business number' },
    { field: 'bookingSiteUrl', note: 'no external booking site supplied: "Book a Service" uses /book-a-boiler-service' },
    { field: 'billingPortalUrl', note: 'no billing portal supplied: "Manage service plan" points to /boiler-cover' },
    { field: 'foundedYear', note: '2012 is assumed: confirm the year the business started' },
    {
      field: 'accreditations',
      note: 'the copy calls our engineers our own (not subcontracted), OFTEC-trained, F-gas certified and MCS installers, and an accredited Worcester Bosch installer: confirm each before going live',
    },
  ],
} satisfies Business;
