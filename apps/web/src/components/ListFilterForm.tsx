import { useState, type ReactNode } from 'react';
import { Button, Form, type FormProps } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The filter form above a list. On a desktop every field shows in a grid; on a phone (below 768 px) only the first
 * field and the search button show, the others fold under "More filters", so the list is not pushed a screen
 * down (issue 16). `open` starts unfolded when a folded filter is in use.
 */
export function ListFilterForm<V>({ children, open: openInitially = false, className, ...form }: FormProps<V> & { children: ReactNode; open?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openInitially);
  return (
    <div className={`list-filters-box${open ? ' list-filters-open' : ''}`}>
      <Form<V> layout="vertical" {...form} className={`list-filters ${className ?? ''}`}>
        {children}
      </Form>
      <Button
        type="link"
        className="list-filters-toggle"
        icon={<FilterOutlined />}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="filters-toggle"
      >
        {t(open ? 'listUi.fewerFilters' : 'listUi.moreFilters')}
      </Button>
    </div>
  );
}
