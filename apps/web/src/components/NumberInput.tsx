import type { Ref } from 'react';
import { Input, InputNumber, type GetRef, type InputNumberProps, type InputProps, type InputRef } from 'antd';

/*
 * Numbers read left to right in every language: quantities, amounts, weights typed in the Arabic layout keep their
 * digits, sign, decimal point and unit in order (dir="ltr" on the <input> itself), and sit at the start of the
 * right-to-left line like the text fields around them (forms.css, .number-input). Every numeric field of the web app
 * is one of these two (ESLint refuses antd's InputNumber elsewhere).
 */

/** antd's InputNumber (spinner, min/max, precision), left to right. */
export function NumberInput<T extends string | number = string | number>({
  className,
  ...props
}: InputNumberProps<T> & { ref?: Ref<GetRef<typeof InputNumber>> }) {
  return <InputNumber<T> dir="ltr" className={className ? `number-input ${className}` : 'number-input'} {...props} />;
}

/** A decimal typed as text (an amount kept exactly as written, checked by its form rule), left to right, with the decimal keypad. */
export function DecimalInput({ className, ...props }: Omit<InputProps, 'dir' | 'inputMode'> & { ref?: Ref<InputRef> }) {
  return <Input dir="ltr" inputMode="decimal" className={className ? `number-input ${className}` : 'number-input'} {...props} />;
}
