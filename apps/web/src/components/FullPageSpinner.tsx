import { Spin } from 'antd';

/** Shown while the first route's data loads (before i18n context matters, so no text). */
export function FullPageSpinner() {
  return (
    <div className="full-page-spinner">
      <Spin size="large" />
    </div>
  );
}
