export { useCurrentOrganisation } from './api/organisations';
