/** What other features use of the organisations feature: the guests of an application, on its detail page. */
export { GuestsCard } from './components/GuestsCard';
