/**
 * index.html draws the first view of /login or of a workbench from the HTML itself (apps/web/build/bootShell.ts,
 * chosen by the head script: packages/shared/src/headScript.ts), over the page, before any JavaScript has arrived.
 * The app removes it in the same commit that draws its first route (or the error screen), before the browser paints
 * that commit: the two are never both in the page, and what is under the boot shell never moves.
 */
import { useLayoutEffect } from 'react';

/** The element holding the boot shells (apps/web/build/bootShell.ts writes it). */
export const BOOT_SHELL_ID = 'tic-boot';

export function removeBootShell(doc: Pick<Document, 'getElementById'> = document): void {
  doc.getElementById(BOOT_SHELL_ID)?.remove();
}

/** Called by the first thing the router draws: the root layout, or the error boundary. */
export function useRemoveBootShell(): void {
  useLayoutEffect(() => removeBootShell(), []);
}
