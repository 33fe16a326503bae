/**
 * Where a header button's menu (the user menu, the resources menu) is drawn: inside the sticky header, so that it
 * stays under its button while the page scrolls. Drawn in document.body (antd's default), it moved off with the page
 * and antd put it back under the button a moment later: a click in between landed on the header and chose nothing.
 */
export const inHeader = (trigger: HTMLElement): HTMLElement => trigger.closest<HTMLElement>('.app-header') ?? document.body;
