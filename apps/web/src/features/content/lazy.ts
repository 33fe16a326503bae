/** The content screens other features load on demand (React.lazy), kept out of the importer's first load (issue 16). */
export const lazyTermsDialog = () => import('./components/TermsDialog').then((m) => ({ default: m.TermsDialog }));
