/** The country list: shared with the components' country selects (lib/sharedQueries.ts). */
export { countriesQuery, useCountries } from '../../../lib/sharedQueries';
