import { Panel } from './Panel';

export const format = (title: string) => (title ? <b>{title}</b> : <Panel title="-" />);
