/** One language's merged catalogue, served by build/catalogues.ts. */
declare module 'virtual:tic-catalogue/*' {
  const messages: import('@tic/shared').Messages;
  export default messages;
}
