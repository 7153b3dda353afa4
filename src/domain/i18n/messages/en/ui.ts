// The widgets every island is made of (src/features/shared): boundary, load states, dialogs,
// pager, cart and compare buttons, the offline queue, session notices.
export const ui = {
  unexpectedError: 'Unexpected Application Error!',
  chunkFailed: 'Loading chunk{file} failed',
  reloadPage: 'Reload page',
};
