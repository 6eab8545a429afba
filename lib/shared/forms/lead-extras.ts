/**
 * What every lead carries besides its form's fields, one definition for the browser that adds
 * them, the lead receiver that stores them and the tests: the lead's id (`leadId`, given when the
 * visitor sends it and kept with it in the outbox, so a lead sent again is stored once), the
 * campaign that brought the visitor (lib/shared/forms/campaign.ts), when the visitor allowed it to be kept, the
 * spam guard's readings (`guard`: the hidden field and how long the form took), which the receiver
 * checks again, and the fingerprint of the quote rules a quote was made with (`quoteRules`,
 * lib/shared/quote/rules.ts).
 */
import * as z from 'zod/mini';
import { MAX_CAMPAIGN_VALUE, MAX_LANDING_PAGE, UTM_FIELDS, type Campaign, type UtmField } from '@/lib/shared/forms/campaign';

const campaignValue = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_CAMPAIGN_VALUE));
const utmFields = Object.fromEntries(UTM_FIELDS.map(([, field]) => [field, z.optional(campaignValue)])) as Record<UtmField, z.ZodMiniOptional<typeof campaignValue>>;

export const campaignSchema = z.object({
  landingPage: z.string().check(z.regex(/^\/[^?#\s]*$/, 'landingPage must be a path'), z.maxLength(MAX_LANDING_PAGE)),
  referrerHost: z.optional(campaignValue),
  ...utmFields,
}) satisfies z.ZodMiniType<Campaign>;

/** A lead's id: a UUID made in the visitor's browser (`newLeadId`). */
export const leadIdField = z.uuid('leadId must be a UUID');

/**
 * The spam guard's readings as the form took them: what was typed into the hidden "website" field
 * (people never see it, so it is empty) and the milliseconds between the form appearing and being
 * sent. Checked again by the receiver, which quietly drops a lead that fails either.
 */
export const guardSchema = z.object({
  website: z.string().check(z.maxLength(500)),
  fillMs: z.number().check(z.int(), z.nonnegative()),
});
export type Guard = z.infer<typeof guardSchema>;

/** The fields every lead payload may carry, whatever its form. */
export const leadExtras = {
  leadId: z.optional(leadIdField),
  campaign: z.optional(campaignSchema),
  guard: z.optional(guardSchema),
  quoteRules: z.optional(z.string().check(z.regex(/^[0-9a-f]{8}$/, 'quoteRules must be 8 hex digits'))),
};
