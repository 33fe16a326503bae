import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { unitName, type Locale } from '@tic/shared';
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
  const { i18n } = useTranslation();
  // A chosen unit is a code ("PCE"): its name in the reader's language beside it (issue 27).
  const unit = kind === 'unit' ? unitName(value, i18n.language as Locale) : null;
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
      <Input
        id={id}
        maxLength={maxLength}
        placeholder={placeholder}
        // Always a suffix for units (antd remounts the input, losing focus, when one appears while typing).
        suffix={
          kind === 'unit' ? (
            <span className="lookup-unit-name" dir="auto" data-testid="lookup-unit-name">
              {unit}
            </span>
          ) : undefined
        }
        {...(kind === 'company' ? { dir: 'auto' } : { className: 'ltr-value' })}
      />
    </AutoComplete>
  );
}
