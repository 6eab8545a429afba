/** The callback request (docs/product.md §3, §5): first name optional, a valid UK phone number required. */
import * as z from 'zod/mini';
import { optionalNameField, phoneField } from './fields';

export const callbackSchema = z.object({
  firstName: optionalNameField,
  phoneNumber: phoneField,
});

export type CallbackInput = z.infer<typeof callbackSchema>;
