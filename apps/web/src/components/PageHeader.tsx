import type { ReactNode } from 'react';

/**
 * Title row at the top of every screen (its one <h1>), with an optional line below and actions at the end. Plain
 * elements (styles/base.css), so that a screen drawn without antd (the workbench, issue 16) can use it too.
 */
export function PageHeader({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="page-header">
      <div className="page-header-text">
        <h1 className="page-header-title">{title}</h1>
        {subtitle && <span className="page-header-subtitle">{subtitle}</span>}
      </div>
      {extra && <div className="page-header-extra">{extra}</div>}
    </div>
  );
}
