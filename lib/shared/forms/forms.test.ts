import { messages } from '@/content/messages';
import { bookingSchema } from '@/lib/shared/forms/booking';
import { callbackSchema } from '@/lib/shared/forms/callback';
import { exitIntentSchema } from '@/lib/shared/forms/exit-intent';

const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('callback schema', () => {
  it('needs a phone number, with the product message', () => {
    expect(firstError(callbackSchema.safeParse({ firstName: '', phoneNumber: '' }), 'phoneNumber')).toBe(messages.phoneRequired);
    expect(messages.phoneRequired).toBe('Phone number is required');
  });

  it('needs a valid UK number, with the product message', () => {
    expect(firstError(callbackSchema.safeParse({ firstName: '', phoneNumber: '12345' }), 'phoneNumber')).toBe(messages.phoneInvalid);
    expect(messages.phoneInvalid).toBe('Please enter a valid UK phone number');
  });

  it('takes an optional first name and a valid number', () => {
    expect(callbackSchema.parse({ firstName: '', phoneNumber: '+447700900123' })).toEqual({ firstName: '', phoneNumber: '+447700900123' });
    expect(callbackSchema.parse({ firstName: ' Zoë ', phoneNumber: '+441302123456' }).firstName).toBe('Zoë');
  });

  it('refuses a very long name but keeps emoji and accents as typed', () => {
    expect(callbackSchema.safeParse({ firstName: 'x'.repeat(81), phoneNumber: '+447700900123' }).success).toBe(false);
    expect(callbackSchema.parse({ firstName: 'Siân 🔥 <script>', phoneNumber: '+447700900123' }).firstName).toBe('Siân 🔥 <script>');
  });
});

describe('exit-intent schema', () => {
  it('requires every field', () => {
    const result = exitIntentSchema.safeParse({ name: '', phone: '', postcode: '', email: '' });
    expect(firstError(result, 'name')).toBe('Please enter your name');
    expect(firstError(result, 'phone')).toBe(messages.phoneRequired);
    expect(firstError(result, 'postcode')).toBe('Please enter your postcode');
    expect(firstError(result, 'email')).toBe('Please enter your email address');
  });

  it('checks the email and postcode format', () => {
    const result = exitIntentSchema.safeParse({ name: 'A', phone: '+447700900123', postcode: 'nope', email: 'not-an-email' });
    expect(firstError(result, 'postcode')).toBe('Enter a full UK postcode, for example DN31 1AB');
    expect(firstError(result, 'email')).toBe('Enter an email address like name@example.com');
    expect(exitIntentSchema.safeParse({ name: 'A', phone: '+447700900123', postcode: 'DN31 1AB', email: 'a@b.co.uk' }).success).toBe(true);
  });
});

describe('booking schema', () => {
  const valid = { name: 'Pat', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'HU1 1AA', preferredDate: '', timeWindow: 'any', message: '' };

  it('takes a future date or none', () => {
    const schema = bookingSchema({ today: '2026-11-22', needsDate: true, messageRequired: false });
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, preferredDate: '2026-11-23' }).success).toBe(true);
    expect(firstError(schema.safeParse({ ...valid, preferredDate: '2026-11-22' }), 'preferredDate')).toBe('Choose a date from tomorrow onwards');
  });

  it('needs a message when reporting an issue, never longer than 2,000 characters', () => {
    const schema = bookingSchema({ today: '2026-11-22', needsDate: false, messageRequired: true });
    expect(firstError(schema.safeParse(valid), 'message')).toBe('Please tell us what is happening');
    expect(schema.safeParse({ ...valid, message: 'x'.repeat(2001) }).success).toBe(false);
    expect(schema.safeParse({ ...valid, message: 'No hot water 🚿' }).success).toBe(true);
  });
});
