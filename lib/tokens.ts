/**
 * Tokens that markdown content may use, written `{{name}}`: prices, constants and contact details
 * come from their one module instead of being retyped in copy. An unknown token fails the build.
 */
import { formatGbp } from '@/content/format';
import { messages } from '@/content/messages';
import * as pricing from '@/content/pricing';
import { BRAND_STARTING_PRICES } from '@/content/starting-prices';
import { baseTownsText, getTowns, openingHoursText, site } from '@/lib/content';
import { formatDate } from '@/lib/shared/time/dates';
import { REMOVAL_REASONS, REMOVAL_REASON_TEXT, REVIEW_INVITE_DAYS, REVIEW_KEEP_YEARS, REVIEW_REMINDER_DAYS } from '@/lib/shared/contracts/reviews';


export const TOKENS: Record<string, string> = {
  tradingName: site.tradingName,
  legalName: site.legalName,
  phone: site.phone,
  email: site.email,
  whatsappNumber: site.whatsappNumber,
  gasSafeNumber: site.gasSafeNumber,
  baseTowns: baseTownsText,
  openingHours: openingHoursText,
  townCount: String(getTowns().length),
  labourSwap: formatGbp(pricing.LABOUR_DIRECT_SWAP),
  labourConversion: formatGbp(pricing.LABOUR_CONVERSION),
  moveSameRoom: formatGbp(pricing.LOCATION_COST['same-room']),
  moveSameFloor: formatGbp(pricing.LOCATION_COST['same-floor']),
  moveAnotherFloor: formatGbp(pricing.LOCATION_COST['another-floor']),
  moveLoft: formatGbp(pricing.LOCATION_COST['loft-attic']),
  flueWall: formatGbp(pricing.FLUE_WALL),
  flueRoof: formatGbp(pricing.FLUE_ROOF),
  flueRoofBungalow: formatGbp(pricing.FLUE_ROOF_BUNGALOW),
  flueNearWindow: formatGbp(pricing.FLUE_NEAR_WINDOW_EXTRA),
  offerPercent: `${pricing.OFFER_DISCOUNT_PERCENT}%`,
  offerEnds: pricing.OFFER_ENDS,
  prizeValue: formatGbp(pricing.PRIZE_SERVICE_VALUE),
  prizeWinners: String(pricing.PRIZE_WINNERS_PER_MONTH),
  prizeDrawDay: pricing.PRIZE_DRAW_DAY,
  repairVisit: formatGbp(pricing.REPAIR_VISIT_PRICE),
  financeMinMonths: String(pricing.FINANCE_MIN_MONTHS),
  financeMaxMonths: String(pricing.FINANCE_MAX_MONTHS),
  financeApr: pricing.FINANCE_APR,
  priceMatch: formatGbp(pricing.PRICE_MATCH_BEAT_BY),
  warrantySelected: String(pricing.WARRANTY_SELECTED_YEARS),
  warrantyPremium: String(pricing.WARRANTY_PREMIUM_YEARS),
  warrantyManufacturer: String(pricing.WARRANTY_MANUFACTURER_MAX_YEARS),
  videoSurvey: pricing.VIDEO_SURVEY_MINUTES_TEXT,
  worcesterFrom: formatGbp(BRAND_STARTING_PRICES['worcester-bosch']),
  viessmannFrom: formatGbp(BRAND_STARTING_PRICES.viessmann),
  vaillantFrom: formatGbp(BRAND_STARTING_PRICES.vaillant),
  busGrantAir: formatGbp(pricing.BUS_GRANT_AIR_SOURCE),
  busGrantGround: formatGbp(pricing.BUS_GRANT_GROUND_SOURCE),
  busChecked: formatDate(pricing.BUS_GRANT_CHECKED),
  repairTile: messages.repairTile,
  reviewInviteDays: String(REVIEW_INVITE_DAYS),
  reviewReminderDays: String(REVIEW_REMINDER_DAYS),
  reviewKeepYears: String(REVIEW_KEEP_YEARS),
  // A markdown list, one line per reason of the reviews policy (the token stands on a line of its own).
  removalReasons: REMOVAL_REASONS.map((reason) => `- ${REMOVAL_REASON_TEXT[reason]}.`).join('\n'),
};

const TOKEN = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** Replaces every `{{token}}`; throws naming the file for an unknown one. */
export function fillTokens(text: string, file: string): string {
  const unknown = new Set<string>();
  const filled = text.replace(TOKEN, (_match, name: string) => {
    const value = TOKENS[name];
    if (value === undefined) {
      unknown.add(name);
      return '';
    }
    return value;
  });
  if (unknown.size) {
    throw new Error(`Unknown token(s) in ${file}: ${[...unknown].map((t) => `{{${t}}}`).join(', ')}. Known: ${Object.keys(TOKENS).join(', ')}`);
  }
  return filled;
}
