/**
 * Bank holidays in England and Wales, the days we do not install. Source: GOV.UK,
 * https://www.gov.uk/bank-holidays (the "england-and-wales" division of /bank-holidays.json),
 * copied on CHECKED. GOV.UK publishes about two years ahead: add the next year when it appears.
 * The build warns when fewer than COVERAGE_WARNING_DAYS of the list are left, and the
 * installation date picker never offers a day beyond the last year listed here.
 */

/** When this list was last compared with GOV.UK. */
export const BANK_HOLIDAYS_CHECKED = '2026-11-23';

/** The last calendar year the list covers completely. */
export const BANK_HOLIDAYS_LAST_YEAR = 2028;

export const BANK_HOLIDAYS: Readonly<Record<string, string>> = {
  '2026-01-01': "New Year's Day",
  '2026-04-03': 'Good Friday',
  '2026-04-06': 'Easter Monday',
  '2026-05-04': 'Early May bank holiday',
  '2026-05-25': 'Spring bank holiday',
  '2026-08-31': 'Summer bank holiday',
  '2026-12-25': 'Christmas Day',
  '2026-12-28': 'Boxing Day (substitute day)',
  '2027-01-01': "New Year's Day",
  '2027-03-26': 'Good Friday',
  '2027-03-29': 'Easter Monday',
  '2027-05-03': 'Early May bank holiday',
  '2027-05-31': 'Spring bank holiday',
  '2027-08-30': 'Summer bank holiday',
  '2027-12-27': 'Christmas Day (substitute day)',
  '2027-12-28': 'Boxing Day (substitute day)',
  '2028-01-03': "New Year's Day (substitute day)",
  '2028-04-14': 'Good Friday',
  '2028-04-17': 'Easter Monday',
  '2028-05-01': 'Early May bank holiday',
  '2028-05-29': 'Spring bank holiday',
  '2028-08-28': 'Summer bank holiday',
  '2028-12-25': 'Christmas Day',
  '2028-12-26': 'Boxing Day',
};
