export { DirectoryCard } from './components/DirectoryCard';
