import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../reference';

interface Props {
  categories: readonly string[];
  withCountry: boolean;
  placeholder: string;
  onSearch: (keyword: string) => void;
  country?: string;
  onCountry: (country: string | undefined) => void;
  category?: string;
  onCategory: (category: string | undefined) => void;
}

/** Search by words, and narrow by country and category. */
export function ContentToolbar(p: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  return (
    <div className="page-toolbar">
      <Input.Search
        allowClear
        placeholder={p.placeholder}
        aria-label={p.placeholder}
        onSearch={(v) => p.onSearch(v.trim())}
        enterButton
        data-testid="content-search"
      />
      {p.withCountry && (
        <Select
          className="content-filter"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('content.allCountries')}
          aria-label={t('content.allCountries')}
          value={p.country}
          onChange={p.onCountry}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          data-testid="content-country-filter"
        />
      )}
      <Select
        className="content-filter"
        allowClear
        placeholder={t('content.allCategories')}
        aria-label={t('content.allCategories')}
        value={p.category}
        onChange={p.onCategory}
        options={p.categories.map((c) => ({ value: c, label: t(`content.category_${c}`) }))}
        data-testid="content-category-filter"
      />
    </div>
  );
}
