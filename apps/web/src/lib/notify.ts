/**
 * Bridge from non-React code (the HTTP client) to antd's message API. antd's static `message`
 * ignores ConfigProvider (no RTL, no theme), so the app registers the contextual instance from
 * <App> here once it is mounted; before that the static one is used.
 */
import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

let instance: Pick<MessageInstance, 'error'> = staticMessage;

export function registerMessageApi(api: Pick<MessageInstance, 'error'>): void {
  instance = api;
}

export function notifyError(text: string): void {
  void instance.error(text);
}
