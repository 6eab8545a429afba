/** The exit-intent prize draw entry (docs/product.md §3, §5): name, phone, postcode and email, all required. */
import * as z from 'zod/mini';
import { emailField, nameField, phoneField, postcodeField } from './fields';

export const exitIntentSchema = z.object({
  name: nameField,
  phone: phoneField,
  postcode: postcodeField,
  email: emailField,
});

export type ExitIntentInput = z.infer<typeof exitIntentSchema>;

/** The source value docs/product.md gives exit-intent entries (docs/product.md §7). */
export const EXIT_INTENT_SOURCE = 'exit-intent-modal';
