import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** Title row at the top of every screen (its one <h1>), with an optional line below and actions at the end. */
export function PageHeader({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="page-header">
      <div className="page-header-text">
        <Typography.Title level={1} className="page-header-title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra && <div className="page-header-extra">{extra}</div>}
    </div>
  );
}
