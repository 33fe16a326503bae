import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { lookup, type LookupKind, type Suggestion } from './lookups';

const DEBOUNCE_MS = 250;

/**
 * A text field with suggestions from a look-up (HS code, port, unit, company). The typed text is the
 * value; choosing a suggestion writes its code. Answers of an earlier keyword are dropped.
 */
export function LookupInput({
  kind,
  value,
  onChange,
  onPick,
  maxLength,
  disabled,
  id,
  placeholder,
}: {
  kind: LookupKind;
  value?: string;
  onChange?: (v: string) => void;
  /** A suggestion was chosen (not merely typed). */
  onPick?: (s: Suggestion) => void;
  maxLength?: number;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<Suggestion[]>([]);

  useEffect(() => {
    if (!keyword) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookup(kind, keyword, controller.signal)
        .then(setOptions)
        .catch(() => setOptions([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, keyword]);

  return (
    <AutoComplete
      value={value}
      options={options}
      disabled={disabled}
      onSearch={setKeyword}
      onChange={(v: string) => onChange?.(v)}
      onSelect={(_v: string, option: Suggestion) => onPick?.(option)}
      popupMatchSelectWidth={false}
      data-testid={`lookup-${kind}`}
    >
      {/* Codes (HS, port, unit) are Latin: left to right. A company name is in any script: dir="auto", so a Latin
          name in the Arabic layout keeps its order ("Acme Co., Ltd." does not become ".Acme Co., Ltd"). */}
      <Input id={id} maxLength={maxLength} placeholder={placeholder} {...(kind === 'company' ? { dir: 'auto' } : { className: 'ltr-value' })} />
    </AutoComplete>
  );
}
