/**
 * Bridge from non-React code (the HTTP client) to antd's message API. antd's static `message`
 * ignores ConfigProvider (no RTL, no theme), so each mounted antd scope (app/AntdScope.tsx) registers its
 * contextual instance here. Without one (a plain page such as /login, issue 16) antd's static message is loaded
 * when a message is first shown.
 */
import type { MessageInstance } from 'antd/es/message/interface';

type MessageApi = Pick<MessageInstance, 'error'>;
let instance: MessageApi | null = null;

/** Registers the contextual instance; the returned function unregisters it (when its scope unmounts). */
export function registerMessageApi(api: MessageApi): () => void {
  instance = api;
  return () => {
    if (instance === api) instance = null;
  };
}

export function notifyError(text: string): void {
  if (instance) {
    void instance.error(text);
    return;
  }
  void import('antd/es/message').then(({ default: message }) => message.error(text));
}
