/**
 * Field rules shared by the lead forms. Each form has its own schema beside this file; the
 * messages docs/product.md fixes come from content/messages.ts. Written with `zod/mini`, which has the
 * same rules as zod at a fraction of the download (these schemas run in the visitor's browser).
 */
import * as z from 'zod/mini';
import { messages } from '@/content/messages';
import { isValidUkPhone } from '@/lib/shared/forms/phone';
import { isValidPostcode } from '@/lib/shared/forms/postcode';
import { MAX_LENGTH, POSTCODE_FORMAT } from './limits';

export const phoneField = z
  .string()
  .check(z.trim(), z.minLength(1, messages.phoneRequired), z.maxLength(MAX_LENGTH.phone, messages.phoneInvalid), z.refine(isValidUkPhone, messages.phoneInvalid));

export const nameField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Please enter your name'), z.maxLength(MAX_LENGTH.name, `Please keep your name under ${MAX_LENGTH.name} characters`));

export const optionalNameField = z
  .string()
  .check(z.trim(), z.maxLength(MAX_LENGTH.name, `Please keep your name under ${MAX_LENGTH.name} characters`));

export const postcodeField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Please enter your postcode'), z.maxLength(MAX_LENGTH.postcode, POSTCODE_FORMAT), z.refine(isValidPostcode, POSTCODE_FORMAT));

export const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Please enter your email address'), z.maxLength(MAX_LENGTH.email, 'Please enter a shorter email address')),
  z.email('Enter an email address like name@example.com'),
);

export const messageField = z.string().check(z.maxLength(MAX_LENGTH.message, `Please keep your message under ${MAX_LENGTH.message} characters`));
