import { useMemo } from 'react';
import { Select } from 'antd';
import { useCountries } from '../../lib/sharedQueries';

/** A country of the reference list (ISO 3166 code as value), searchable by its name in the UI language. */
export function CountrySelect({ value, onChange, disabled, id }: { value?: string; onChange?: (v: string) => void; disabled?: boolean; id?: string }) {
  const countries = useCountries();
  const options = useMemo(() => (countries.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })), [countries.data]);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      allowClear
      loading={countries.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      data-testid={`country-${id ?? ''}`}
    />
  );
}

/** Several countries of the reference list (national differences, target GCC countries), narrowed to `only` when given. */
export function CountriesSelect({
  value,
  onChange,
  disabled,
  id,
  only,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  disabled?: boolean;
  id?: string;
  only?: readonly string[];
}) {
  const countries = useCountries();
  const options = useMemo(
    () => (countries.data ?? []).filter((c) => !only || only.includes(c.code)).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
    [countries.data, only],
  );
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      disabled={disabled}
      allowClear
      loading={countries.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      data-testid={`countries-${id ?? ''}`}
    />
  );
}

/** ISO 4217 currencies: the definition's list when it gives one, else the browser's (Intl knows them all). */
export function CurrencySelect({
  value,
  onChange,
  disabled,
  id,
  options,
}: {
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
  id?: string;
  options?: readonly string[];
}) {
  const codes = useMemo(
    () => options ?? (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['CNY', 'USD', 'EUR']),
    [options],
  );
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      allowClear
      showSearch
      options={codes.map((c) => ({ value: c, label: c }))}
      className="ltr-value"
      data-testid={`currency-${id ?? ''}`}
    />
  );
}
