/**
 * A phone number input that tidies the number into +44 form as the visitor types (docs/product.md §5),
 * keeping the caret after the same digits so editing in the middle feels natural.
 */
import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { MAX_LENGTH } from '@/lib/shared/forms/limits';
import { normaliseUkPhoneAtCaret } from '@/lib/shared/forms/phone';
import { inputClass } from '@/components/ui/form-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  /** The form library's ref, so it can focus the field when it has an error. */
  inputRef?: (element: HTMLInputElement | null) => void;
};

export function PhoneInput({ value, onChange, inputRef, ...rest }: Props) {
  const ref = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    if (input && caret.current !== null && document.activeElement === input) {
      input.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [value]);

  return (
    <input
      {...rest}
      ref={(element) => {
        ref.current = element;
        inputRef?.(element);
      }}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={MAX_LENGTH.phone}
      value={value}
      className={inputClass}
      onChange={(event) => {
        const next = normaliseUkPhoneAtCaret(event.target.value, event.target.selectionStart ?? event.target.value.length);
        caret.current = next.caret;
        onChange(next.value);
      }}
    />
  );
}
