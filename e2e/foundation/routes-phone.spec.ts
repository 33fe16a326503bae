import { routeJourneys } from '../support/routesJourney.js';

// Every route of the spec in each language at 390 px (the desktop's runs and the other route checks: routes.spec.ts).
routeJourneys('phone');
