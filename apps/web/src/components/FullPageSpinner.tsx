/**
 * Shown while the first route's data or a lazily loaded part loads (before i18n context matters, so no text). Plain
 * CSS, not antd's Spin: it shows on /login, which loads without antd (issue 16).
 */
export function FullPageSpinner() {
  return (
    <div className="full-page-spinner" aria-busy="true">
      <span className="plain-spinner plain-spinner-large" />
    </div>
  );
}
