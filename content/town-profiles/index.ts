/**
 * Every town's profile (types.ts), checked: each location has one, each field is within its
 * length, and each lists the pages it rests on.
 */
import { z } from 'zod';
import { profiles as eastYorkshire } from './east-yorkshire';
import { profiles as lincolnshire } from './lincolnshire';
import { profiles as southYorkshire } from './south-yorkshire';
import type { TownProfile } from './types';
import { profiles as westYorkshireNottsDerbyshire } from './west-yorkshire-notts-derbyshire';

export type { TownProfile, TownSource } from './types';

const text = (min: number, max: number) =>
  z
    .string()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[—–]/.test(value), 'must not use dashes (house style: commas, colons, full stops)')
    .refine((value) => !/\bwe\b/i.test(value), 'must not speak for the business ("we"): a profile is about the town');

export const townProfileSchema = z.object({
  place: text(300, 650),
  homes: text(450, 900),
  heating: text(350, 800),
  sources: z.array(z.object({ url: z.string().url().startsWith('https://', 'must be an https address'), title: z.string().min(3) })).min(1),
}) satisfies z.ZodType<TownProfile>;

export const townProfileFiles = {
  'content/town-profiles/lincolnshire.ts': lincolnshire,
  'content/town-profiles/east-yorkshire.ts': eastYorkshire,
  'content/town-profiles/south-yorkshire.ts': southYorkshire,
  'content/town-profiles/west-yorkshire-notts-derbyshire.ts': westYorkshireNottsDerbyshire,
} as const;
