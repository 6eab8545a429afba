import { PhoneIcon } from '@/components/ui/icons';
import { telHref } from '@/lib/shared/forms/phone';

/** A link that rings a phone number: the phone icon and the number as written, said as "Call us on …" to a screen reader. */
export function CallLink({ phone, className, iconSize }: { phone: string; className: string; iconSize: number }) {
  return (
    <a href={telHref(phone)} className={className}>
      <PhoneIcon size={iconSize} />
      <span>
        <span className="sr-only">Call us on </span>
        {phone}
      </span>
    </a>
  );
}
