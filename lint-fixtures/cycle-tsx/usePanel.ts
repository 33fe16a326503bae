import { format } from './format';

export const usePanel = (title: string) => format(title);
